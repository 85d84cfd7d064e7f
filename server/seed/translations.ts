// German, French and Spanish texts of the demo catalogue: descriptions, post titles and contents,
// plans, chapter titles and model details, stored per row as `{field}_{translateCode}` JSON (the
// `names` column; server/api/localized-texts.ts picks from it). English stays in the plain columns.
// Every text is an invented placeholder.
import type { Tr } from './words';

/** The three translated languages, in the order of a Tr's entries 1-3. */
const LANGS = ['de_DE', 'fr_FR', 'es_ES'] as const;

/** `{ fullName: Tr, description: Tr }` -> `{"fullName_de_DE": ..., "description_de_DE": ...}` (English left out). */
export function textsJson(fields: Record<string, Tr | undefined>): string {
  const out: Record<string, string> = {};
  for (const [field, tr] of Object.entries(fields)) {
    if (!tr) continue;
    LANGS.forEach((lang, i) => {
      const text = tr[i + 1];
      if (text) out[`${field}_${lang}`] = text;
    });
  }
  return JSON.stringify(out);
}

const lower = (word: string, lang: 'de' | 'fr' | 'es') => (lang === 'de' ? word : word.toLowerCase());

/** An adjective as it agrees with "shapes": German dative plural, French and Spanish feminine plural. */
const SHAPES: Record<string, [de: string, fr: string, es: string]> = {
  Golden: ['goldenen', 'dorées', 'doradas'],
  Silent: ['stillen', 'silencieuses', 'silenciosas'],
  Blue: ['blauen', 'bleues', 'azules'],
  Distant: ['fernen', 'lointaines', 'lejanas'],
  Warm: ['warmen', 'chaudes', 'cálidas'],
  Hidden: ['verborgenen', 'cachées', 'ocultas'],
  Bright: ['hellen', 'lumineuses', 'brillantes'],
  Quiet: ['ruhigen', 'calmes', 'tranquilas'],
  Wild: ['wilden', 'sauvages', 'salvajes'],
  Soft: ['sanften', 'douces', 'suaves'],
  Crimson: ['purpurnen', 'pourpres', 'carmesíes'],
  Northern: ['nördlichen', 'nordiques', 'norteñas'],
};

/** "of the <noun>": German genitive, French and Spanish with the contracted article. */
const OF_THE: Record<string, [de: string, fr: string, es: string]> = {
  Horizon: ['des Horizonts', 'de l’horizon', 'del horizonte'],
  Garden: ['des Gartens', 'du jardin', 'del jardín'],
  Lake: ['des Sees', 'du lac', 'del lago'],
  Morning: ['des Morgens', 'du matin', 'del amanecer'],
  Valley: ['des Tals', 'du vallon', 'del valle'],
  Shore: ['des Ufers', 'du rivage', 'de la orilla'],
  Forest: ['des Waldes', 'du bois', 'del bosque'],
  Summit: ['des Gipfels', 'du sommet', 'de la cumbre'],
  Meadow: ['der Wiese', 'du pré', 'del prado'],
  River: ['des Flusses', 'du fleuve', 'del río'],
  Dune: ['der Düne', 'de la dune', 'de la duna'],
  Harbour: ['des Hafens', 'du port', 'del puerto'],
  Light: ['des Scheins', 'de l’éclat', 'del resplandor'],
  Dream: ['des Traums', 'du rêve', 'del sueño'],
};

const of = (table: Record<string, [string, string, string]>, english: string, i: number) => table[english]?.[i] ?? english.toLowerCase();

/** An update's description; `title` holds its title in each language. */
export function updateDescription(title: Tr, photo: boolean, adjective: Tr, noun: Tr): Tr {
  const [adj, n] = [adjective[0], noun[0]];
  return [
    `${title[0]}: ${photo ? 'a gallery' : 'a film'} of ${adj.toLowerCase()} shapes and ${n.toLowerCase()} colours. Placeholder content.`,
    `${title[1]}: ${photo ? 'eine Galerie' : 'ein Film'} mit ${of(SHAPES, adj, 0)} Formen und den Farben ${of(OF_THE, n, 0)}. Platzhalterinhalt.`,
    `${title[2]} : ${photo ? 'une galerie' : 'un film'} de formes ${of(SHAPES, adj, 1)} aux couleurs ${of(OF_THE, n, 1)}. Contenu fictif.`,
    `${title[3]}: ${photo ? 'una galería' : 'una película'} de formas ${of(SHAPES, adj, 2)} con los colores ${of(OF_THE, n, 2)}. Contenido de ejemplo.`,
  ];
}

/** A model's description from her first name and two motifs. */
export function modelDescription(firstName: string, motif: Tr, light: Tr): Tr {
  return [
    `${firstName} is a fictional placeholder profile for the demo catalogue. Loves ${motif[0].toLowerCase()}s and ${light[0].toLowerCase()} light.`,
    `${firstName} ist ein erfundenes Platzhalterprofil für den Demo-Katalog. Lieblingsmotiv: ${motif[1]}, am liebsten im Licht ${of(OF_THE, light[0], 0)}.`,
    `${firstName} est un profil fictif créé pour le catalogue de démonstration. Motif préféré : ${lower(motif[2], 'fr')}, de préférence à la lumière ${of(OF_THE, light[0], 1)}.`,
    `${firstName} es un perfil ficticio creado para el catálogo de demostración. Motivo favorito: ${lower(motif[3], 'es')}, a ser posible con la luz ${of(OF_THE, light[0], 2)}.`,
  ];
}

export const modelMetaTitle = (name: string): Tr => [`${name} - profile`, `${name} – Profil`, `${name} – profil`, `${name} – perfil`];
export const modelMetaDescription = (name: string): Tr => [`Photos and videos with ${name}.`, `Fotos und Videos mit ${name}.`, `Photos et vidéos avec ${name}.`, `Fotos y vídeos con ${name}.`];

export const HAIR: Record<string, Tr> = {
  blonde: ['blonde', 'blond', 'blonds', 'rubio'],
  brown: ['brown', 'braun', 'châtains', 'castaño'],
  black: ['black', 'schwarz', 'noirs', 'negro'],
  red: ['red', 'rot', 'roux', 'pelirrojo'],
  auburn: ['auburn', 'kastanienrot', 'auburn', 'caoba'],
};
export const EYES: Record<string, Tr> = {
  blue: ['blue', 'blau', 'bleus', 'azules'],
  green: ['green', 'grün', 'verts', 'verdes'],
  brown: ['brown', 'braun', 'marron', 'marrones'],
  grey: ['grey', 'grau', 'gris', 'grises'],
  hazel: ['hazel', 'haselnussbraun', 'noisette', 'avellana'],
};
export const COUNTRIES: Record<string, Tr> = {
  Austria: ['Austria', 'Österreich', 'Autriche', 'Austria'],
  Canada: ['Canada', 'Kanada', 'Canada', 'Canadá'],
  Czechia: ['Czechia', 'Tschechien', 'Tchéquie', 'Chequia'],
  France: ['France', 'Frankreich', 'France', 'Francia'],
  Germany: ['Germany', 'Deutschland', 'Allemagne', 'Alemania'],
  Hungary: ['Hungary', 'Ungarn', 'Hongrie', 'Hungría'],
  Italy: ['Italy', 'Italien', 'Italie', 'Italia'],
  Spain: ['Spain', 'Spanien', 'Espagne', 'España'],
  Sweden: ['Sweden', 'Schweden', 'Suède', 'Suecia'],
  'United States': ['United States', 'Vereinigte Staaten', 'États-Unis', 'Estados Unidos'],
};

export const channelDescription = (name: Tr): Tr => [
  `${name[0]}: a channel of calm, abstract placeholder scenes.`,
  `${name[1]}: ein Kanal mit ruhigen, abstrakten Platzhalterszenen.`,
  `${name[2]} : une chaîne de scènes fictives, calmes et abstraites.`,
  `${name[3]}: un canal de escenas de ejemplo, tranquilas y abstractas.`,
];

export const placeDescription = (name: Tr): Tr => [
  `${name[0]}, an invented location used for demo content.`,
  `${name[1]}, ein erfundener Ort für die Demo-Inhalte.`,
  `${name[2]}, un lieu inventé pour le contenu de démonstration.`,
  `${name[3]}, un lugar inventado para el contenido de demostración.`,
];

const POST_KINDS: Tr[] = [
  ['New', 'Neu', 'Nouveau', 'Novedad'],
  ['Coming soon', 'Demnächst', 'Bientôt', 'Próximamente'],
  ['Notes from', 'Notizen vom Set', 'Notes de tournage', 'Notas del rodaje'],
  ['A look at', 'Im Blick', 'Coup d’œil', 'Una mirada'],
];

/** A news post's title (kind `i % 4`) about a subject named in each language. */
export function postTitle(i: number, subject: Tr): Tr {
  const kind = POST_KINDS[i % POST_KINDS.length]!;
  return [`${kind[0]}: ${subject[0]}`, `${kind[1]}: ${subject[1]}`, `${kind[2]} : ${subject[2]}`, `${kind[3]}: ${subject[3]}`];
}

/** A news post's HTML about its subject (the subject in each language, as in the title). */
export function postContent(subject: Tr): Tr {
  const s = subject;
  return [
    `<p>This is placeholder news about <strong>${s[0].toLowerCase()}</strong> scenes.</p><p>All names and pictures on this demo site are invented.</p>`,
    `<p>Dies ist eine Platzhalter-Meldung über Szenen zum Thema <strong>${s[1]}</strong>.</p><p>Alle Namen und Bilder dieser Demo-Seite sind erfunden.</p>`,
    `<p>Ceci est une actualité fictive sur des scènes autour du thème <strong>${s[2].toLowerCase()}</strong>.</p><p>Tous les noms et toutes les images de ce site de démonstration sont inventés.</p>`,
    `<p>Esta es una noticia de ejemplo sobre escenas con el tema <strong>${s[3].toLowerCase()}</strong>.</p><p>Todos los nombres e imágenes de este sitio de demostración son inventados.</p>`,
  ];
}

export const chapterTitle = (n: number): Tr => [`Part ${n}`, `Teil ${n}`, `Partie ${n}`, `Parte ${n}`];

/** The plans' name, feature lines (`<br>`-separated) and text, by provider code. */
export const PLAN_TEXTS: Record<string, { name: Tr; price_text: Tr; article_text: Tr }> = {
  MONTHLY: {
    name: ['Monthly', 'Monatlich', 'Mensuel', 'Mensual'],
    price_text: [
      'Full access to all updates<br>New updates 2-3 times per week<br>Rebills monthly, cancel anytime',
      'Voller Zugang zu allen Updates<br>2–3 neue Updates pro Woche<br>Verlängert sich monatlich, jederzeit kündbar',
      'Accès complet à toutes les nouveautés<br>De nouvelles mises à jour 2 à 3 fois par semaine<br>Renouvellement mensuel, résiliable à tout moment',
      'Acceso completo a todas las novedades<br>Nuevas actualizaciones 2-3 veces por semana<br>Renovación mensual, cancela cuando quieras',
    ],
    article_text: ['Recurring monthly membership', 'Monatliche Mitgliedschaft mit automatischer Verlängerung', 'Abonnement mensuel reconductible', 'Membresía mensual con renovación automática'],
  },
  ONEMONTH: {
    name: ['1 Month', '1 Monat', '1 mois', '1 mes'],
    price_text: [
      'Full access to all updates<br>One-time payment<br>No rebill',
      'Voller Zugang zu allen Updates<br>Einmalige Zahlung<br>Keine automatische Verlängerung',
      'Accès complet à toutes les nouveautés<br>Paiement unique<br>Sans renouvellement',
      'Acceso completo a todas las novedades<br>Pago único<br>Sin renovación',
    ],
    article_text: ['One month, no automatic renewal', 'Ein Monat, keine automatische Verlängerung', 'Un mois, sans renouvellement automatique', 'Un mes, sin renovación automática'],
  },
  THREEMONTHS: {
    name: ['3 Months', '3 Monate', '3 mois', '3 meses'],
    price_text: [
      'Full access to all updates<br>One-time payment<br>Best value',
      'Voller Zugang zu allen Updates<br>Einmalige Zahlung<br>Bester Preis',
      'Accès complet à toutes les nouveautés<br>Paiement unique<br>Meilleur rapport qualité-prix',
      'Acceso completo a todas las novedades<br>Pago único<br>La mejor oferta',
    ],
    article_text: ['Three months, no automatic renewal', 'Drei Monate, keine automatische Verlängerung', 'Trois mois, sans renouvellement automatique', 'Tres meses, sin renovación automática'],
  },
};

/** The texts of a plan row, by its provider code ('{}' for a plan without translations). */
export const planTexts = (providerCode: string): string => {
  const plan = PLAN_TEXTS[providerCode];
  return plan ? textsJson(plan) : '{}';
};
