/**
 * Pincode lookup for address forms: a built-in table of Indian pincodes (head post offices of the
 * big cities and a few neighbourhoods the demo uses). Unknown pincodes are a 404 naming the pincode.
 */
import type { Schemas } from '@attar/sdk';
import { refuse, ShopError } from '../../core/errors.ts';

type Row = [pincode: string, city: string, district: string, state: string, areas?: string[]];

const ROWS: Row[] = [
  ['560001', 'Bengaluru', 'Bengaluru Urban', 'Karnataka', ['Bangalore GPO', 'M.G. Road', 'Vidhana Soudha']],
  ['560025', 'Bengaluru', 'Bengaluru Urban', 'Karnataka', ['Richmond Town', 'Residency Road']],
  ['560034', 'Bengaluru', 'Bengaluru Urban', 'Karnataka', ['Koramangala', 'Agara']],
  ['560038', 'Bengaluru', 'Bengaluru Urban', 'Karnataka', ['Indiranagar', 'HAL 2nd Stage']],
  ['570001', 'Mysuru', 'Mysuru', 'Karnataka', ['Mysore GPO', 'Chamarajapuram']],
  ['575001', 'Mangaluru', 'Dakshina Kannada', 'Karnataka', ['Mangalore GPO', 'Hampankatta']],
  ['400001', 'Mumbai', 'Mumbai', 'Maharashtra', ['Mumbai GPO', 'Fort', 'Ballard Estate']],
  ['400050', 'Mumbai', 'Mumbai Suburban', 'Maharashtra', ['Bandra West', 'Pali Hill']],
  ['411001', 'Pune', 'Pune', 'Maharashtra', ['Pune GPO', 'Camp', 'Sadhu Vaswani Chowk']],
  ['440001', 'Nagpur', 'Nagpur', 'Maharashtra', ['Nagpur GPO', 'Sitabuldi']],
  ['110001', 'New Delhi', 'New Delhi', 'Delhi', ['Connaught Place', 'Parliament Street', 'Janpath']],
  ['110016', 'New Delhi', 'South Delhi', 'Delhi', ['Hauz Khas', 'Green Park']],
  ['122001', 'Gurugram', 'Gurugram', 'Haryana', ['Gurgaon HO', 'Civil Lines']],
  ['201301', 'Noida', 'Gautam Buddha Nagar', 'Uttar Pradesh', ['Noida Sector 19', 'Noida Sector 18']],
  ['160017', 'Chandigarh', 'Chandigarh', 'Chandigarh', ['Sector 17']],
  ['141001', 'Ludhiana', 'Ludhiana', 'Punjab', ['Ludhiana HO']],
  ['143001', 'Amritsar', 'Amritsar', 'Punjab', ['Amritsar HO', 'Hall Bazar']],
  ['180001', 'Jammu', 'Jammu', 'Jammu and Kashmir', ['Jammu Tawi']],
  ['190001', 'Srinagar', 'Srinagar', 'Jammu and Kashmir', ['Srinagar GPO', 'Lal Chowk']],
  ['248001', 'Dehradun', 'Dehradun', 'Uttarakhand', ['Dehradun HO', 'Paltan Bazar']],
  ['302001', 'Jaipur', 'Jaipur', 'Rajasthan', ['Jaipur GPO', 'M.I. Road', 'Johari Bazar']],
  ['313001', 'Udaipur', 'Udaipur', 'Rajasthan', ['Udaipur HO']],
  ['342001', 'Jodhpur', 'Jodhpur', 'Rajasthan', ['Jodhpur HO']],
  ['226001', 'Lucknow', 'Lucknow', 'Uttar Pradesh', ['Lucknow GPO', 'Hazratganj', 'Vidhan Sabha']],
  ['208001', 'Kanpur', 'Kanpur Nagar', 'Uttar Pradesh', ['Kanpur HO', 'Mall Road']],
  ['221001', 'Varanasi', 'Varanasi', 'Uttar Pradesh', ['Varanasi HO', 'Godowlia']],
  ['282001', 'Agra', 'Agra', 'Uttar Pradesh', ['Agra HO', 'Raja Ki Mandi']],
  ['380001', 'Ahmedabad', 'Ahmedabad', 'Gujarat', ['Ahmedabad GPO', 'Lal Darwaja', 'Bhadra']],
  ['390001', 'Vadodara', 'Vadodara', 'Gujarat', ['Vadodara HO', 'Raopura']],
  ['395003', 'Surat', 'Surat', 'Gujarat', ['Surat HO', 'Nanpura']],
  ['462001', 'Bhopal', 'Bhopal', 'Madhya Pradesh', ['Bhopal GPO']],
  ['452001', 'Indore', 'Indore', 'Madhya Pradesh', ['Indore GPO', 'Rajwada']],
  ['492001', 'Raipur', 'Raipur', 'Chhattisgarh', ['Raipur HO']],
  ['600001', 'Chennai', 'Chennai', 'Tamil Nadu', ['Chennai GPO', 'Parrys', 'George Town']],
  ['641001', 'Coimbatore', 'Coimbatore', 'Tamil Nadu', ['Coimbatore HO', 'Town Hall']],
  ['625001', 'Madurai', 'Madurai', 'Tamil Nadu', ['Madurai HO', 'Meenakshi Amman Temple']],
  ['605001', 'Puducherry', 'Puducherry', 'Puducherry', ['Pondicherry HO', 'White Town']],
  ['682001', 'Kochi', 'Ernakulam', 'Kerala', ['Fort Kochi', 'Mattancherry']],
  ['695001', 'Thiruvananthapuram', 'Thiruvananthapuram', 'Kerala', ['Thiruvananthapuram GPO', 'Palayam']],
  ['500001', 'Hyderabad', 'Hyderabad', 'Telangana', ['Hyderabad GPO', 'Abids', 'Nampally']],
  ['530001', 'Visakhapatnam', 'Visakhapatnam', 'Andhra Pradesh', ['Visakhapatnam HO']],
  ['520001', 'Vijayawada', 'Krishna', 'Andhra Pradesh', ['Vijayawada HO']],
  ['700001', 'Kolkata', 'Kolkata', 'West Bengal', ['Kolkata GPO', 'B.B.D. Bag', 'Dalhousie']],
  ['751001', 'Bhubaneswar', 'Khordha', 'Odisha', ['Bhubaneswar GPO', 'Old Town']],
  ['800001', 'Patna', 'Patna', 'Bihar', ['Patna GPO', 'Fraser Road']],
  ['834001', 'Ranchi', 'Ranchi', 'Jharkhand', ['Ranchi GPO', 'Main Road']],
  ['781001', 'Guwahati', 'Kamrup Metropolitan', 'Assam', ['Guwahati GPO', 'Pan Bazar']],
  ['793001', 'Shillong', 'East Khasi Hills', 'Meghalaya', ['Shillong GPO', 'Police Bazar']],
  ['737101', 'Gangtok', 'Gangtok', 'Sikkim', ['Gangtok HO', 'M.G. Marg']],
  ['403001', 'Panaji', 'North Goa', 'Goa', ['Panaji HO', 'Fontainhas']],
];

const TABLE = new Map(ROWS.map((row) => [row[0], row]));

/** How many pincodes the table knows (for tests and docs). */
export const KNOWN_PINCODES = ROWS.map((row) => row[0]);

/**
 * The place of an Indian pincode: 400 for a malformed one, 404 `pincode.notFound` naming an unknown one.
 * @example
 * lookupPincode('302001', 'IN').city // 'Jaipur'
 */
export function lookupPincode(pincode: string, countryCode: string): Schemas['PincodeLocation'] {
  if (countryCode.toUpperCase() !== 'IN') {
    throw new ShopError(
      404,
      'pincode.notFound',
      `We have no postal codes for country ${countryCode.toUpperCase()}; only Indian pincodes can be looked up.`,
      { fieldErrors: [{ field: 'countryCode', message: 'has no postal data' }] },
    );
  }
  if (!/^[1-9][0-9]{5}$/.test(pincode)) throw refuse.invalid('pincode', 'must be a six-digit Indian pincode');
  const row = TABLE.get(pincode);
  if (!row) {
    throw new ShopError(
      404,
      'pincode.notFound',
      `We could not find pincode ${pincode}. Check it, or type the city and state yourself.`,
      { fieldErrors: [{ field: 'pincode', message: 'is not known' }] },
    );
  }
  const [, city, district, state, areas] = row;
  return { pincode, countryCode: 'IN', city, district, state, country: 'India', ...(areas ? { areas } : {}) };
}
