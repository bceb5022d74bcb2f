import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test/render';
import { formatEuro, usePreparedMoneyFormat } from './money';

describe('usePreparedMoneyFormat', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("makes the language's currency formatter in a task of its own, which the first price then uses", async () => {
    await setupI18n('zh-CN');
    vi.useFakeTimers();
    const RealNumberFormat = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function made(
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new RealNumberFormat(...args);
    });

    renderHook(() => usePreparedMoneyFormat());
    expect(made).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(made).toHaveBeenCalledTimes(1);
    expect(made).toHaveBeenCalledWith(
      'zh-CN',
      expect.objectContaining({ style: 'currency', currency: 'EUR' }),
    );

    expect(formatEuro(12.5, 'zh-CN')).toBe('€12.50');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
