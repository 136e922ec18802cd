/**
 * The buyer's profile: read it, look up a pincode for an address form, change names, birthday and
 * gender, and change the UPI details with an OTP sent to the mobile.
 */
import type { ActionHandlers } from '../../core/context.ts';
import { ShopError } from '../../core/errors.ts';
import { identityOf, profileOf } from '../../shop/accounts/buyers.ts';
import { buyerChallengeOf, checkOtp, issueOtp, pendingOtp } from '../../shop/accounts/otp.ts';
import { lookupPincode } from '../../shop/accounts/pincodes.ts';
import { me } from './common.ts';

const EARLIEST_DOB = '1900-01-01';

export const profileHandlers = {
  profileGet: ({ shop, caller }) => profileOf(me({ shop, caller })),

  profileLookupPincode: ({ shop, caller, input }) => {
    me({ shop, caller });
    return lookupPincode(input.pincode, input.countryCode);
  },

  profileUpdate: ({ shop, caller, input, reply }) => {
    const buyer = me({ shop, caller });
    if (input.dob !== undefined) {
      const today = shop.nowIso().slice(0, 10);
      if (input.dob > today || input.dob < EARLIEST_DOB) {
        throw new ShopError(422, 'profile.invalidDob', `The date of birth must be between ${EARLIEST_DOB} and today.`, {
          fieldErrors: [{ field: 'dob', message: 'is not a possible birthday' }],
        });
      }
      buyer.dob = input.dob;
    }
    buyer.firstName = input.firstName.trim();
    buyer.lastName = input.lastName.trim();
    const middle = input.middleName?.trim();
    if (middle) buyer.middleName = middle;
    else delete buyer.middleName;
    if (input.gender) buyer.gender = input.gender;
    reply.message = 'Profile updated';
    return profileOf(buyer);
  },

  profileRequestUpiChange: ({ shop, caller, input, reply }) => {
    const buyer = me({ shop, caller });
    const to = identityOf(buyer, 'PHONE') ?? identityOf(buyer, 'EMAIL');
    if (!to)
      throw new ShopError(422, 'account.noSuchIdentity', 'Add a mobile number to your account before changing UPI details.');
    const payload: Record<string, string> = { upiId: input.upiId };
    if (input.gpayId) payload.gpayId = input.gpayId;
    const otp = issueOtp(shop, { purpose: 'UPI_CHANGE', subject: buyer.buyerId, to, buyerId: buyer.buyerId, payload });
    reply.message = to.identityType === 'PHONE' ? 'OTP sent to your mobile' : 'OTP sent to your email';
    return buyerChallengeOf(otp, 'UPI_CHANGE');
  },

  profileConfirmUpiChange: ({ shop, caller, input, reply }) => {
    const buyer = me({ shop, caller });
    const requested = pendingOtp(shop, 'UPI_CHANGE', buyer.buyerId)?.payload?.upiId;
    if (requested !== undefined && requested.toLowerCase() !== input.upiId.toLowerCase()) {
      throw new ShopError(
        422,
        'upi.mismatch',
        `The OTP was sent to confirm ${requested}. Confirm that UPI id, or request a new OTP for ${input.upiId}.`,
        { fieldErrors: [{ field: 'upiId', message: 'differs from the requested UPI id' }] },
      );
    }
    const otp = checkOtp(shop, 'UPI_CHANGE', buyer.buyerId, input.otp, buyer.buyerId);
    buyer.upiId = input.upiId;
    const gpayId = input.gpayId ?? otp.payload?.gpayId;
    if (gpayId) buyer.gpayId = gpayId;
    else delete buyer.gpayId;
    reply.message = 'UPI details updated';
    return profileOf(buyer);
  },
} satisfies Partial<ActionHandlers>;
