import type { NumberInputProps } from '@mantine/core';

/**
 * Number inputs as written in Paraguay and Brazil: '.' groups thousands, ',' marks decimals.
 * Only ',' is read as the decimal mark: by default a typed '.' is taken for one too, so
 * `1.250.000` became 1,25.
 */
export const LOCAL_NUMBER_FORMAT: Pick<NumberInputProps, 'thousandSeparator' | 'decimalSeparator' | 'allowedDecimalSeparators'> = {
  thousandSeparator: '.',
  decimalSeparator: ',',
  allowedDecimalSeparators: [','],
};
