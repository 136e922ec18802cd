/**
 * What shoppers in India call the notes of the fragrance library: the Hindi name in Devanagari and the
 * ways it is commonly written in Latin letters, so "गुलाब" and "gulab" find the rose perfumes and
 * "chandan" the sandalwood ones. Keyed by the library's own note names (seed-fragrances.ts); a test
 * checks that every key is a note of the library.
 */
export const INDIAN_NOTE_NAMES: Readonly<Record<string, readonly string[]>> = {
  Rose: ['gulab', 'गुलाब'],
  'Damask rose': ['gulab', 'गुलाब'],
  Sandalwood: ['chandan', 'chandana', 'चंदन', 'चन्दन'],
  Saffron: ['kesar', 'keshar', 'zafran', 'केसर', 'केशर', 'ज़ाफ़रान'],
  Oud: ['oudh', 'oodh', 'agar', 'agarwood', 'ऊद', 'अगर'],
  Jasmine: ['chameli', 'chambeli', 'चमेली'],
  Mogra: ['motia', 'मोगरा', 'मोतिया'],
  Kewda: ['kewra', 'kevda', 'keora', 'केवड़ा'],
  Vetiver: ['khus', 'khas', 'खस'],
  Musk: ['kasturi', 'mushk', 'कस्तूरी'],
  Amber: ['ambar', 'अंबर', 'अम्बर'],
  Cardamom: ['elaichi', 'ilaichi', 'इलायची'],
  Ginger: ['adrak', 'अदरक'],
  Lemon: ['nimbu', 'neembu', 'नींबू', 'निंबू'],
  Lime: ['nimbu', 'नींबू'],
  Mint: ['pudina', 'पुदीना'],
  Basil: ['tulsi', 'tulasi', 'तुलसी'],
  Clove: ['laung', 'lavang', 'लौंग'],
  Cinnamon: ['dalchini', 'दालचीनी'],
  Nutmeg: ['jaiphal', 'जायफल'],
  Cumin: ['jeera', 'jira', 'जीरा'],
  Coriander: ['dhaniya', 'धनिया'],
  'Black pepper': ['kali mirch', 'काली मिर्च'],
  Marigold: ['genda', 'गेंदा'],
  Lotus: ['kamal', 'कमल'],
  Tuberose: ['rajnigandha', 'रजनीगंधा'],
  Champaca: ['champa', 'चंपा', 'चम्पा'],
  Frankincense: ['loban', 'लोबान'],
  Honey: ['shahad', 'shehad', 'शहद'],
  Coconut: ['nariyal', 'नारियल'],
  Fig: ['anjeer', 'anjir', 'अंजीर'],
  Mango: ['aam', 'आम'],
  Litchi: ['lichi', 'लीची'],
  Mitti: ['मिट्टी', 'petrichor'],
  Hina: ['henna', 'mehndi', 'हिना', 'मेहंदी'],
  Tobacco: ['tambaku', 'तंबाकू'],
};
