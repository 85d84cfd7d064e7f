// Invented placeholder vocabulary. Names are made up; titles describe abstract/landscape imagery.
// Each translatable word is [en_US, de_DE, fr_FR, es_ES]; titles put an adjective before a noun,
// so the German, French and Spanish nouns are all masculine (the adjectives' form).
export type Tr = [string, string, string, string];
export const LOCALES = ['en_US', 'de_DE', 'fr_FR', 'es_ES'] as const;

export const FIRST_NAMES = [
  'Aurelie', 'Brisa', 'Calyra', 'Delphine', 'Elowen', 'Fenna', 'Giselle', 'Halia', 'Isolde', 'Jorah',
  'Kalina', 'Liora', 'Maelis', 'Nerys', 'Odessa', 'Perrin', 'Quilla', 'Rosalind', 'Selka', 'Tamsin',
  'Ulani', 'Vespera', 'Wrenna', 'Xanthe', 'Yselle', 'Zarya', 'Amaris', 'Bexley', 'Corvina', 'Darrow',
  'Emrys', 'Faelan', 'Galen', 'Hollis', 'Idris', 'Jessamy', 'Kestrel', 'Lysander', 'Mireille', 'Noemi',
  'Orla', 'Pascaline', 'Rhiannon', 'Sabine', 'Thessaly',
];
export const LAST_NAMES = [
  'Ashgrove', 'Brightwater', 'Caldervale', 'Dunmere', 'Everglen', 'Fairholm', 'Greywind', 'Hollowell',
  'Ivorydale', 'Juniperlee', 'Kestwick', 'Larkspur', 'Moonfield', 'Northcliff', 'Oakhaven', 'Pinecrest',
  'Quarrington', 'Rivenmoor', 'Silverbeck', 'Thornbury', 'Umberfell', 'Valebrook', 'Westmarch', 'Yarrowby',
];
export const HAIR = ['blonde', 'brown', 'black', 'red', 'auburn'];
export const EYES = ['blue', 'green', 'brown', 'grey', 'hazel'];
export const COUNTRIES = ['Austria', 'Canada', 'Czechia', 'France', 'Germany', 'Hungary', 'Italy', 'Spain', 'Sweden', 'United States'];

export const ADJECTIVES: Tr[] = [
  ['Golden', 'Goldener', 'Doré', 'Dorado'],
  ['Silent', 'Stiller', 'Silencieux', 'Silencioso'],
  ['Blue', 'Blauer', 'Bleu', 'Azul'],
  ['Distant', 'Ferner', 'Lointain', 'Lejano'],
  ['Warm', 'Warmer', 'Chaud', 'Cálido'],
  ['Hidden', 'Verborgener', 'Caché', 'Oculto'],
  ['Bright', 'Heller', 'Lumineux', 'Brillante'],
  ['Quiet', 'Ruhiger', 'Calme', 'Tranquilo'],
  ['Wild', 'Wilder', 'Sauvage', 'Salvaje'],
  ['Soft', 'Sanfter', 'Doux', 'Suave'],
  ['Crimson', 'Purpurner', 'Pourpre', 'Carmesí'],
  ['Northern', 'Nördlicher', 'Nordique', 'Norteño'],
];
export const NOUNS: Tr[] = [
  ['Horizon', 'Horizont', 'Horizon', 'Horizonte'],
  ['Garden', 'Garten', 'Jardin', 'Jardín'],
  ['Lake', 'See', 'Lac', 'Lago'],
  ['Morning', 'Morgen', 'Matin', 'Amanecer'],
  ['Valley', 'Talgrund', 'Vallon', 'Valle'],
  ['Shore', 'Strand', 'Rivage', 'Litoral'],
  ['Forest', 'Wald', 'Bois', 'Bosque'],
  ['Summit', 'Gipfel', 'Sommet', 'Pico'],
  ['Meadow', 'Anger', 'Pré', 'Prado'],
  ['River', 'Fluss', 'Fleuve', 'Río'],
  ['Dune', 'Dünenkamm', 'Sable', 'Médano'],
  ['Harbour', 'Hafen', 'Port', 'Puerto'],
  ['Light', 'Schein', 'Éclat', 'Resplandor'],
  ['Dream', 'Traum', 'Rêve', 'Sueño'],
];

export const CHANNELS: Tr[] = [
  ['Behind the Scenes', 'Hinter den Kulissen', 'Dans les coulisses', 'Detrás de cámaras'],
  ['Golden Hour', 'Goldene Stunde', 'Heure dorée', 'Hora dorada'],
  ['Studio Lights', 'Studiolicht', 'Lumières du studio', 'Luces de estudio'],
  ['Outdoor Moods', 'Draußen', 'Ambiances extérieures', 'Ambientes al aire libre'],
  ['City Nights', 'Stadtnächte', 'Nuits urbaines', 'Noches urbanas'],
  ['Seaside', 'Am Meer', 'Bord de mer', 'Junto al mar'],
  ['Monochrome', 'Schwarzweiß', 'Monochrome', 'Monocromo'],
  ['Colour Studies', 'Farbstudien', 'Études de couleur', 'Estudios de color'],
  ['Slow Motion', 'Zeitlupe', 'Ralenti', 'Cámara lenta'],
  ['Portraits', 'Porträts', 'Portraits', 'Retratos'],
  ['Travel Diaries', 'Reisetagebücher', 'Carnets de voyage', 'Diarios de viaje'],
  ['Classics', 'Klassiker', 'Classiques', 'Clásicos'],
];
export const PLACES: Tr[] = [
  ['Coastal Dunes', 'Küstendünen', 'Dunes côtières', 'Dunas costeras'],
  ['Mountain Lodge', 'Berghütte', 'Chalet de montagne', 'Refugio de montaña'],
  ['Loft Studio', 'Loft-Studio', 'Studio loft', 'Estudio loft'],
  ['Lakeside Villa', 'Villa am See', 'Villa au bord du lac', 'Villa junto al lago'],
  ['Botanical Garden', 'Botanischer Garten', 'Jardin botanique', 'Jardín botánico'],
  ['Desert Road', 'Wüstenstraße', 'Route du désert', 'Carretera del desierto'],
  ['Old Town', 'Altstadt', 'Vieille ville', 'Casco antiguo'],
  ['Vineyard', 'Weinberg', 'Vignoble', 'Viñedo'],
  ['Island Bay', 'Inselbucht', 'Baie de l’île', 'Bahía de la isla'],
  ['Forest Cabin', 'Waldhütte', 'Cabane en forêt', 'Cabaña del bosque'],
];
export const TAGS: Tr[] = [
  ['Sunset', 'Sonnenuntergang', 'Coucher de soleil', 'Atardecer'], ['Sunrise', 'Sonnenaufgang', 'Lever de soleil', 'Amanecer'],
  ['Beach', 'Strand', 'Plage', 'Playa'], ['Mountains', 'Berge', 'Montagnes', 'Montañas'], ['Forest', 'Wald', 'Forêt', 'Bosque'],
  ['Studio', 'Studio', 'Studio', 'Estudio'], ['Outdoor', 'Draußen', 'Extérieur', 'Exterior'], ['Indoor', 'Drinnen', 'Intérieur', 'Interior'],
  ['Black and White', 'Schwarzweiß', 'Noir et blanc', 'Blanco y negro'], ['Colourful', 'Farbenfroh', 'Coloré', 'Colorido'],
  ['Summer', 'Sommer', 'Été', 'Verano'], ['Winter', 'Winter', 'Hiver', 'Invierno'], ['Autumn', 'Herbst', 'Automne', 'Otoño'],
  ['Spring', 'Frühling', 'Printemps', 'Primavera'], ['Water', 'Wasser', 'Eau', 'Agua'], ['City', 'Stadt', 'Ville', 'Ciudad'],
  ['Garden', 'Garten', 'Jardin', 'Jardín'], ['Fashion', 'Mode', 'Mode', 'Moda'], ['Dance', 'Tanz', 'Danse', 'Baile'],
  ['Fitness', 'Fitness', 'Fitness', 'Fitness'], ['Yoga', 'Yoga', 'Yoga', 'Yoga'], ['Elegant', 'Elegant', 'Élégant', 'Elegante'],
  ['Casual', 'Lässig', 'Décontracté', 'Casual'], ['Retro', 'Retro', 'Rétro', 'Retro'], ['Minimal', 'Minimal', 'Minimal', 'Minimalista'],
  ['Golden Light', 'Goldenes Licht', 'Lumière dorée', 'Luz dorada'], ['Night', 'Nacht', 'Nuit', 'Noche'],
  ['Rain', 'Regen', 'Pluie', 'Lluvia'], ['Travel', 'Reisen', 'Voyage', 'Viaje'], ['Duo', 'Duo', 'Duo', 'Dúo'],
];
export const CATEGORIES: Tr[] = [
  ['Announcements', 'Ankündigungen', 'Annonces', 'Anuncios'],
  ['Behind the Scenes', 'Hinter den Kulissen', 'Coulisses', 'Detrás de cámaras'],
  ['Interviews', 'Interviews', 'Entretiens', 'Entrevistas'],
  ['Site News', 'Seiten-News', 'Actualités du site', 'Novedades del sitio'],
];

export const LOCALE_ROWS = [
  { id: 'en-US', name: 'English', perma_link: 'en', translate_code: 'en_US', lang_code: 'en', is_default: 1 },
  { id: 'de-DE', name: 'Deutsch', perma_link: 'de', translate_code: 'de_DE', lang_code: 'de', is_default: 0 },
  { id: 'fr-FR', name: 'Français', perma_link: 'fr', translate_code: 'fr_FR', lang_code: 'fr', is_default: 0 },
  { id: 'es-ES', name: 'Español', perma_link: 'es', translate_code: 'es_ES', lang_code: 'es', is_default: 0 },
];

// Interface texts by key: their English text names the interface message they override, so they
// agree with the compiled catalogs (src/i18n/server-texts.ts).
export const TRANSLATIONS: Record<string, Tr> = {
  'nav.updates': ['Updates', 'Updates', 'Mises à jour', 'Actualizaciones'],
  'nav.photos': ['Photos', 'Fotos', 'Photos', 'Fotos'],
  'nav.videos': ['Videos', 'Videos', 'Vidéos', 'Vídeos'],
  'nav.models': ['Models', 'Models', 'Modèles', 'Modelos'],
  'nav.channels': ['Channels', 'Kanäle', 'Chaînes', 'Canales'],
  'nav.places': ['Places', 'Orte', 'Lieux', 'Lugares'],
  'nav.news': ['News', 'News', 'Actualités', 'Noticias'],
  'join.now': ['JOIN NOW', 'JETZT BEITRETEN', 'REJOIGNEZ-NOUS', 'ÚNETE AHORA'],
  'tagline': ['Experience Emotions in perfection', 'Emotionen in Perfektion erleben', 'Vivez les émotions à la perfection', 'Vive las emociones a la perfección'],
  'search.noResults': ['No results found', 'Keine Ergebnisse gefunden', 'Aucun résultat trouvé', 'No se han encontrado resultados'],
};
