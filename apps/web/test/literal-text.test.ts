import { describe, expect, it } from 'vitest';
import { parseSource, shownTextLiterals } from './source-scan';

/**
 * Literal texts a screen may show as written, the same in every language.
 * Keep it short: a word a person reads belongs in the locale files, and so
 * does "N/A". Symbols, digits and punctuation need no entry.
 */
const ALLOWED: ReadonlySet<string> = new Set([]);

describe('texts outside i18next', () => {
  it('no screen shows a literal text: every visible text comes from the locale files', () => {
    const literals = shownTextLiterals().filter((literal) => !ALLOWED.has(literal.text));
    expect(literals.map((literal) => `${literal.at} ${JSON.stringify(literal.text)}`)).toEqual([]);
  });

  it('finds literal texts in JSX, visible props, options, notifications and modals', () => {
    const sample = parseSource(
      'sample.tsx',
      `
      export function Sample({ ok, name }: { ok: boolean; name: string }) {
        const { t } = useTranslation('cart');
        notifySuccess('Saved');
        notifications.show({ title: 'Order sent', message: ok ? t('checkout.success') : 'Failed' });
        modals.openConfirmModal({ labels: { confirm: 'Yes', cancel: t('common:actions.cancel') } });
        return (
          <Stack className="wide" data-testid="sample">
            <Title>Your cart</Title>
            <TextInput label="Name" placeholder={t('fields.contactName')} aria-label={\`Name of \${name}\`} />
            <Select data={[{ value: 'a', label: 'Option A' }, { value: 'b', label: t('fields.city') }]} />
            <Text>{ok ? 'Done' : t('checkout.failed')}</Text>
            <Text>{t('table.unitPrice')}: {name} – € {'—'}</Text>
            <Image src="/favicon.svg" alt="Logo" />
          </Stack>
        );
      }
      const ROWS = [{ description: 'majorUpgrade', title: 'errors.generic' }];
      `,
    );
    expect(shownTextLiterals([sample]).map((literal) => literal.text)).toEqual([
      'Saved',
      'Order sent',
      'Failed',
      'Yes',
      'Your cart',
      'Name',
      'Name of',
      'Option A',
      'Done',
      'Logo',
    ]);
  });
});
