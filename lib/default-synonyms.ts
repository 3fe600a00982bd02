import type { SynonymGroups } from "./search";

/**
 * The search synonyms a new shop starts with (the seller edits them at /seller/search): what this shop sells and
 * the animals it is for, as shoppers type them in English, in Hindi and in Hindi written in Latin letters, with
 * the common spellings of each. "Belt" is how many in India ask for a dog collar. A shop that never saved a list
 * searches with these too (decision record 024).
 */
export const DEFAULT_SYNONYMS: SynonymGroups = [
  ["rope", "rassi", "rasi", "rassee", "रस्सी"],
  ["collar", "patta", "pattaa", "pata", "पट्टा", "belt", "बेल्ट"],
  ["halter", "lagam", "lagaam", "लगाम", "muhra", "mohra", "मोहरा"],
  ["leash", "lead", "लीश"],
  ["horse", "ghoda", "ghora", "ghodi", "घोड़ा", "घोड़ी", "घोड़े"],
  ["dog", "kutta", "kuta", "kutte", "कुत्ता", "कुत्ते"],
  ["puppy", "pilla", "पिल्ला"],
  ["cow", "gaay", "gai", "गाय"],
  ["buffalo", "bhains", "bhens", "भैंस"],
  ["goat", "bakri", "बकरी"],
  ["camel", "oont", "ऊँट"],
  ["bell", "ghanti", "घंटी", "ghungroo", "ghungru", "घुंघरू"],
  ["cotton", "sooti", "suti", "सूती"],
  ["leather", "chamda", "chamra", "चमड़ा"],
  ["brass", "peetal", "pital", "पीतल"],
  ["black", "kala", "kaala", "काला"],
  ["red", "lal", "laal", "लाल"],
  ["blue", "neela", "nila", "नीला"],
  ["green", "hara", "हरा"],
  ["brown", "bhura", "भूरा"],
  ["white", "safed", "सफ़ेद"],
  ["pink", "gulabi", "गुलाबी"],
  ["saffron", "kesariya", "केसरिया"],
  ["small", "chhota", "chota", "छोटा"],
  ["large", "bada", "बड़ा"],
];
