// @vitest-environment node
// Content in the visitor's language: `?lang=de_DE` answers the German names, descriptions, posts
// and plans of the seed; a text without a translation and an unknown language answer English.
import { describe, expect, it } from 'vitest';
import { backends, createUser, suiteServer, useRealNetwork } from './harness';

useRealNetwork();

describe.each(backends)('content languages on %s', (backend) => {
  const server = suiteServer(backend);

  const firstUpdate = async () => (await server().ctx.db.selectFrom('updates').selectAll().where('publish_date', '<=', new Date().toISOString()).orderBy('id').executeTakeFirstOrThrow());

  it('answers an update in German with lang=de_DE, its tags, place and channel too', async () => {
    const row = await firstUpdate();
    const en = (await server().api(`/api/public/updates/${row.perma_link}`)).body.data;
    const de = (await server().api(`/api/public/updates/${row.perma_link}?lang=de_DE`)).body.data;
    expect(en.fullName).toBe(row.full_name);
    expect(en.description).toBe(row.description);
    expect(de.fullName).toBe(JSON.parse(row.names).fullName_de_DE);
    expect(de.description).toMatch(/^.+: (eine Galerie|ein Film) mit .+ Formen und den Farben (des|der) .+\. Platzhalterinhalt\.$/);
    expect(de.description).not.toBe(en.description);
    // The spec's per-language names stay, whatever the language asked.
    expect(de.names).toEqual(en.names);
    expect(Object.keys(de.names).sort()).toEqual(['fullName_de_DE', 'fullName_es_ES', 'fullName_fr_FR']);
    const tagNames = await server().ctx.db.selectFrom('tags').select(['perma_link', 'names']).execute();
    const germanTag = (permaLink: string) => JSON.parse(tagNames.find((t) => t.perma_link === permaLink)!.names).fullName_de_DE;
    expect(de.tags.map((t: { fullName: string }) => t.fullName).sort()).toEqual(en.tags.map((t: { permaLink: string }) => germanTag(t.permaLink)).sort());
    expect(de.place.fullName).not.toBe(en.place.fullName);
    expect(de.channel.permaLink).toBe(en.channel.permaLink);
  });

  it('lists updates, models, channels, places, tags and categories in French and Spanish', async () => {
    const fr = (await server().api('/api/public/updates?s=5&lang=fr_FR')).body.data;
    expect(fr[0].description).toMatch(/^.+ : (une galerie|un film) de formes .+ aux couleurs .+\. Contenu fictif\.$/);
    const model = (await server().api('/api/public/models?s=1&lang=es_ES')).body.data[0];
    expect(model.description).toMatch(/es un perfil ficticio creado para el catálogo de demostración/);
    expect(model.country.name).not.toBe('');
    const channels = (await server().api('/api/public/channels?lang=de_DE')).body.data;
    expect(channels.map((c: { fullName: string }) => c.fullName)).toContain('Hinter den Kulissen');
    expect(channels.find((c: { fullName: string }) => c.fullName === 'Hinter den Kulissen').description).toBe('Hinter den Kulissen: ein Kanal mit ruhigen, abstrakten Platzhalterszenen.');
    const place = (await server().api('/api/public/places/old-town?lang=es_ES')).body.data;
    expect([place.fullName, place.description]).toEqual(['Casco antiguo', 'Casco antiguo, un lugar inventado para el contenido de demostración.']);
    const tags = (await server().api('/api/public/tags?lang=fr_FR')).body.data.map((t: { fullName: string }) => t.fullName);
    expect(tags).toEqual(expect.arrayContaining(['Coucher de soleil', 'Plage', 'Noir et blanc']));
    const categories = (await server().api('/api/public/categories?lang=de_DE')).body.data.map((c: { fullName: string }) => c.fullName);
    expect(categories).toEqual(expect.arrayContaining(['Ankündigungen', 'Hinter den Kulissen']));
  });

  it('answers news posts with title, content and category in the language', async () => {
    const en = (await server().api('/api/public/posts?s=1')).body.data[0];
    const de = (await server().api(`/api/public/posts/${en.permaLink}?lang=de_DE`)).body.data;
    expect(de.fullName).not.toBe(en.fullName);
    expect(de.content).toContain('Alle Namen und Bilder dieser Demo-Seite sind erfunden.');
    expect(en.content).toContain('All names and pictures on this demo site are invented.');
    expect(de.category.permaLink).toBe(en.category.permaLink);
    const es = (await server().api(`/api/public/posts?s=1&lang=es_ES`)).body.data[0];
    expect(es.content).toContain('Todos los nombres e imágenes de este sitio de demostración son inventados.');
  });

  it('answers the plans in the language: name, feature lines and text', async () => {
    const query = 'fb=article_type&ft=eq&fv=SUBSCRIPTION&s=100';
    const de = (await server().api(`/api/articles?${query}&lang=de_DE`)).body.data;
    expect(de.map((p: { name: string }) => p.name)).toEqual(['Monatlich', '1 Monat', '3 Monate']);
    expect(de[0].price_text).toBe('Voller Zugang zu allen Updates<br>2–3 neue Updates pro Woche<br>Verlängert sich monatlich, jederzeit kündbar');
    expect(de[2].article_text).toBe('Drei Monate, keine automatische Verlängerung');
    const fr = (await server().api(`/api/articles?${query}&lang=fr_FR`)).body.data;
    expect(fr.map((p: { name: string }) => p.name)).toEqual(['Mensuel', '1 mois', '3 mois']);
    // Prices and providers do not change with the language.
    const en = (await server().api(`/api/articles?${query}`)).body.data;
    expect(fr.map((p: { price_dollar: number; payment_providers: string }) => [p.price_dollar, p.payment_providers])).toEqual(
      en.map((p: { price_dollar: number; payment_providers: string }) => [p.price_dollar, p.payment_providers]),
    );
  });

  it("names the plan of a member's payments and his favourite updates in his language", async () => {
    const member = await createUser(server(), `lang${backend}`, { subscribed: true });
    const payments = (await server().api('/api/payment/mypayment?lang=es_ES', { token: member.token })).body.data;
    expect(payments.map((p: { for: string }) => p.for)).toEqual(['Mensual']);
    // The payment page's account status names the same plan in the same language.
    expect((await server().api('/api/payment/subscription?lang=de_DE', { token: member.token })).body.data.subscription.plan).toBe('Monatlich');
    const row = await firstUpdate();
    await server().api('/api/favourites', { method: 'PUT', token: member.token, json: { content_update_id: row.id } });
    const favourites = (await server().api('/api/favourites?lang=fr_FR', { token: member.token })).body.data;
    expect(favourites[0].content_update.fullName).toBe(JSON.parse(row.names).fullName_fr_FR);
  });

  it('answers chapter titles in the language', async () => {
    const chapter = await server().ctx.db.selectFrom('chapters').select('update_id').orderBy('id').executeTakeFirstOrThrow();
    const titles = async (lang: string) => (await server().api(`/api/updates/${chapter.update_id}/chapters?lang=${lang}`)).body.data.map((c: { title: string }) => c.title);
    expect((await titles('es_ES')).slice(0, 2)).toEqual(['Parte 1', 'Parte 2']);
    expect((await titles('de_DE')).slice(0, 2)).toEqual(['Teil 1', 'Teil 2']);
  });

  it('falls back to English field by field where a translation is missing', async () => {
    const row = await firstUpdate();
    const names = JSON.parse(row.names) as Record<string, string>;
    delete names.description_de_DE;
    await server().ctx.db.updateTable('updates').set({ names: JSON.stringify(names) }).where('id', '=', row.id).execute();
    await server().ctx.httpCache.invalidate('test: translation removed');
    const de = (await server().api(`/api/public/updates/${row.perma_link}?lang=de_DE`)).body.data;
    expect(de.fullName).toBe(names.fullName_de_DE);
    expect(de.description).toBe(row.description);
    // Model names have no translations: the same name in every language.
    const model = await server().ctx.db.selectFrom('models').select(['perma_link', 'full_name']).orderBy('id').executeTakeFirstOrThrow();
    expect((await server().api(`/api/public/models/${model.perma_link}?lang=fr_FR`)).body.data.fullName).toBe(model.full_name);
  });

  it('answers English for an unknown or malformed language', async () => {
    const post = (await server().api('/api/public/posts?s=1')).body.data[0];
    for (const lang of ['it_IT', 'xx', 'de', '', 'de_DE_x', '../../etc', '%3Cscript%3E', 'ÄÖ_ÜÜ']) {
      const r = await server().api(`/api/public/posts/${post.permaLink}?lang=${lang}`);
      expect([lang, r.status, r.body.data.fullName]).toEqual([lang, 200, post.fullName]);
    }
    // Given twice it is refused like any repeated query parameter, with the reason.
    const twice = await server().api('/api/public/tags?lang=de_DE&lang=fr_FR');
    expect([twice.status, twice.body.error.fields]).toEqual([400, { lang: 'must be given once' }]);
    // A hyphenated code reads as the translate code.
    expect((await server().api('/api/public/channels/behind-the-scenes?lang=de-DE')).body.data.fullName).toBe('Hinter den Kulissen');
  });

  it('keeps one cached copy per language (the language is in the URL)', async () => {
    const en = await server().api('/api/public/places/vineyard');
    const de = await server().api('/api/public/places/vineyard?lang=de_DE');
    const enAgain = await server().api('/api/public/places/vineyard');
    expect([en.body.data.fullName, de.body.data.fullName, enAgain.body.data.fullName]).toEqual(['Vineyard', 'Weinberg', 'Vineyard']);
    expect(de.headers.get('etag')).not.toBe(en.headers.get('etag'));
  });

  it('finds updates by their name in any language', async () => {
    const row = await firstUpdate();
    const german = JSON.parse(row.names).fullName_de_DE as string;
    const found = (await server().api(`/api/search/${encodeURIComponent(german)}?record=0&lang=de_DE`)).body.data;
    const all = [...found.galleries, ...found.videos];
    expect(all.map((u: { id: number }) => u.id)).toContain(row.id);
    expect(all.find((u: { id: number }) => u.id === row.id).fullName).toBe(german);
  });

  it('suggests the most searched tags in the visitor’s language, and finds their updates by that name', async () => {
    const s = server();
    const now = new Date().toISOString();
    // English and German visitors searched the garden tag, each in their language.
    await s.ctx.db
      .insertInto('searches')
      .values([
        { term: 'garden', count: 400, last_searched_at: now, clients: 3 },
        { term: 'garten', count: 300, last_searched_at: now, clients: 3 },
      ])
      .execute();
    s.ctx.cache.clear();
    await s.ctx.httpCache.invalidate('test');
    const suggested = async (lang: string) => (await s.api(`/api/searchMetadata/simple?lang=${lang}`)).body.data.mostSearched as { term: string; count: number }[];
    const de = await suggested('de_DE');
    // One entry for both spellings, named as the tag is in German; the seed's terms (sunset, beach...) too.
    expect(de[0]).toEqual({ term: 'Garten', count: 700 });
    expect(de.map((t) => t.term)).toEqual(expect.arrayContaining(['Sonnenuntergang', 'Strand', 'Goldenes Licht', 'Wald', 'Studio']));
    expect(de.map((t) => t.term)).not.toContain('garden');
    expect(de.map((t) => t.term)).not.toContain('sunset');
    expect((await suggested('fr_FR'))[0]).toEqual({ term: 'Jardin', count: 700 });
    expect((await suggested('es_ES'))[0]).toEqual({ term: 'Jardín', count: 700 });
    expect((await suggested('en_US'))[0]).toEqual({ term: 'Garden', count: 700 });
    // The German suggestion finds what the English one does.
    const ids = async (term: string) => {
      const found = (await s.api(`/api/search/${encodeURIComponent(term)}?record=0&s=50&lang=de_DE`)).body.data;
      return [...found.galleries, ...found.videos].map((u: { id: number }) => u.id).sort((a, b) => a - b);
    };
    const english = await ids('garden');
    expect(english.length).toBeGreaterThan(0);
    expect(await ids('Garten')).toEqual(english);
  });
});
