// Server-side sanitizing of server-supplied HTML (news posts) for the renderer; the browser uses
// DOMPurify with the same intent: markup and links stay, scripts, handlers and forms go.
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption', 'picture', 'source', 'video', 'audio', 'h1', 'h2', 'del', 'ins', 'sup', 'sub'],
  allowedAttributes: {
    '*': ['class', 'id', 'title', 'lang', 'dir', 'align'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
    source: ['src', 'srcset', 'type', 'media', 'sizes'],
    video: ['src', 'poster', 'controls', 'width', 'height', 'muted', 'loop', 'playsinline'],
    audio: ['src', 'controls'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
};

export const sanitizePostHtml = (html: string): string => sanitizeHtml(html, options);
