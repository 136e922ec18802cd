/** The signed-in buyer checks out by UPI with a coupon, pays, and sees the order placed. */
import type { Scenario } from '../types.ts';
import { BUYER_VARS, emptyCart, placeOrder, review, signIn, startPayment, verifyUpi } from './steps.ts';

export default {
  name: 'checkout-upi',
  description:
    'Sign in with an OTP, fill the cart, deliver to the saved address, apply WELCOME10, place the order, pay by UPI and verify; the order is placed and listed, the cart is empty',
  vars: { ...BUYER_VARS, cin: 'ATR-OUD-100' },
  steps: [
    ...signIn,
    emptyCart,
    {
      name: 'add-to-cart',
      action: 'cart.addItem',
      input: { cin: '${vars.cin}', quantity: 2 },
      expect: { data: { 'items[0].cin': '${vars.cin}', 'items[0].quantity': 2, 'summary.total': 4998 } },
      save: { checkoutId: 'data.checkoutId' },
    },
    {
      name: 'deliver-to-saved-address',
      action: 'checkout.setAddresses',
      input: { checkoutId: '${vars.checkoutId}', shippingAddressId: '${vars.address}', sameAsShipping: true },
      expect: { data: { 'shippingAddress.addressId': '${vars.address}', 'billingAddress.addressId': '${vars.address}' } },
    },
    {
      name: 'check-coupon',
      action: 'cart.validateCoupon',
      input: { checkoutId: '${vars.checkoutId}', couponCode: 'WELCOME10' },
      expect: { data: { valid: true, discount: 499.8 } },
    },
    review('UPI', 'WELCOME10'),
    placeOrder('UPI', { input: { ...placeOrder('UPI').input, coupon: 'WELCOME10' } }),
    startPayment('pay', 'UPI'),
    verifyUpi(),
    {
      name: 'order-placed',
      action: 'orders.get',
      input: { orderId: '${vars.orderId}' },
      expect: { data: { status: 'PLACED', paymentStatus: 'SUCCESS', 'summary.total': 4498.2, 'coupon.couponCode': 'WELCOME10' } },
    },
    {
      name: 'listed-as-active',
      action: 'orders.listActive',
      expect: { data: { items: { $contains: { orderId: '${vars.orderId}' } } } },
    },
    { name: 'cart-emptied', action: 'cart.get', expect: { data: { items: [] } } },
  ],
} satisfies Scenario;
