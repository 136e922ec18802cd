/** The id of the JSON the server writes into a rendered page: the replies it rendered from. */
export const BOOTSTRAP_ID = 'attar-data';
