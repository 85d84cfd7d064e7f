import { describe, expect, it } from 'vitest';
import { serializeBootSnapshot, type BootSnapshot } from './boot-snapshot';
import { splitLeadingHeadTags, splitTemplate } from './html-template';

const built = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Emotions</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>This site needs JavaScript.</noscript>
  </body>
</html>`;

describe('the page template', () => {
  it('cuts index.html around the root, without its own title and no-script notice', () => {
    const template = splitTemplate(built);
    const page = `${template.headOpen('de-DE')}<title>Models</title>${template.bodyOpen}<p>Hi</p>${template.bodyClose}`;
    expect(page).toContain('<html lang="de-DE">');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toMatch(/<title>Models<\/title>\s*<\/head>\s*<body>\s*<div id="root"><p>Hi<\/p><\/div>/);
    expect(page).not.toContain('noscript');
    expect(template.headOpen('en-US"><script>')).toContain('<html lang="en-USscript">');
  });

  it('moves the head tags React writes first, and nothing else', () => {
    const chunk = '<title>A &amp; B</title><meta name="description" content="x"/><link rel="canonical" href="/a"/><div><title>not this</title></div>';
    const { head, rest } = splitLeadingHeadTags(chunk);
    expect(head).toBe('<title>A &amp; B</title><meta name="description" content="x"/><link rel="canonical" href="/a"/>');
    expect(rest).toBe('<div><title>not this</title></div>');
  });

  it('serializes the boot state so no text in it can close the script element', () => {
    const snapshot = { locale: 'en_US', fallback: { post: '</script><script>alert(1)</script> $& \u2028' } } as unknown as BootSnapshot;
    const json = serializeBootSnapshot(snapshot);
    expect(json).not.toMatch(/<\/?script/i);
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(snapshot);
  });
});
