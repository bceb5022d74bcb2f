import { Anchor } from '@mantine/core';
import { parcelTrackingPath } from '@portal/contracts';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A link to the courier's tracking page of a parcel. */
export function TrackParcelLink({ trackingNo }: { trackingNo: string }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={parcelTrackingPath(trackingNo)}
      size="sm"
      fw={500}
      // The primary shade reads at 4.1:1 on a light blue alert; this one at 5:1 and more.
      c="blue.9"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
    >
      <IconTruckDelivery size={16} aria-hidden />
      {t('trackParcel')}
    </Anchor>
  );
}
