/**
 * The request header that switches the mock shop's scenarios for one call (`payment=failure`,
 * `pincode=560001`, ...). A package entry of its own (`@attar/mocks/scenario-header`) so the storefront
 * can name it without loading the mock shop; the shop's own scenario parser re-exports it. The mock's
 * test UPI id suffix lives here for the same reason.
 */
export const SCENARIO_HEADER = 'x-attar-scenario';

/**
 * A UPI collect request to a UPI id ending in this is declined by the mock shop's bank (any other
 * UPI id approves it), so a test or a demo can see a collect fail: `ananya@failure`.
 */
export const DECLINED_UPI_SUFFIX = '@failure';
