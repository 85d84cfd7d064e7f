// JSON pointer segments (RFC 6901): `~` and `/` inside a key are escaped.
export const pointerSegment = (key: string | number) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');

export const pointer = (...segments: (string | number)[]) => segments.map((segment) => `/${pointerSegment(segment)}`).join('');
