/**
 * The checkout's address step: the kit's address form in the checkout's words (the courier's
 * addressee, "City or town"), resolving to nothing once used or to the refusal to show.
 */
import { AddressForm, type AddressFormProps, type AddressWording } from '../../kit/address-form.tsx';

const WORDING: AddressWording = {
  labels: { line1: 'Flat, house or building', cityOrArea: 'City or town' },
  hints: { contactNumber: '10 digits, for the courier' },
  addressee: "the addressee's name",
};

export function CheckoutAddressForm(props: Omit<AddressFormProps, 'wording' | 'defaults' | 'address'>) {
  return <AddressForm wording={WORDING} {...props} />;
}
