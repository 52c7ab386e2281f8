/** The payments feature's public surface (other features import only from here). */
export { CardPicker, type CardPickerProps } from './components/card-picker';
export { AddCardForm, type AddCardFormProps } from './components/add-card-form';
export { PaymentMethods } from './components/payment-methods';
export { LazyPaymentMethods } from './components/payment-methods-lazy';
export { CardTile } from './components/card-tile';
export { BrandImage } from './components/brand-image';
export { FeesSummary } from './components/fees-summary';
export { PaymentStatus } from './components/payment-status';
export { useServiceCharge } from './api/service-charge';
export { cardKeys, useCards } from './api/cards';
export { PaymentFix, useRequestPayment, requestPaymentKey } from './components/payment-fix';
export { LazyPaymentFix } from './components/payment-fix-lazy';
