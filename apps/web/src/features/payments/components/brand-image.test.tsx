import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandImage } from './brand-image';

describe('BrandImage', () => {
  it.each([
    ['visa', 'visa'],
    ['mastercard', 'masterCard'],
    ['amex', 'amex'],
    ['American Express', 'amex'],
    ['discover', 'discover'],
    // spec section 3: an unknown brand shows the master card image
    ['jcb', 'masterCard'],
    ['unionpay', 'masterCard'],
  ])('%s shows the %s image', (brand, shown) => {
    render(<BrandImage brand={brand} label={`brand ${brand}`} />);
    expect(screen.getByRole('img', { name: `brand ${brand}` }).getAttribute('data-brand')).toBe(shown);
  });
});
