/**
 * The third-party calls of spec/external.yaml, answered on their local mock paths so nothing reaches
 * the internet: the public IP (`/_mock/public-ip`), the location of an IP (`/_mock/ip-lookup/{ip}/json`),
 * the web font's description and stylesheet (`/fonts/{family}.json|css`) and the identity provider's
 * sign-in script (`/_mock/idp/client.js`). Failures use the spec's `ExternalError` shape.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

/** The public IP the mock hands out (TEST-NET-3, documentation range). */
export const MOCK_PUBLIC_IP = '203.0.113.42';

interface Place {
  city: string;
  region: string;
  loc: string;
  postal: string;
}

const PLACES: Place[] = [
  { city: 'Bengaluru', region: 'Karnataka', loc: '12.9716,77.5946', postal: '560001' },
  { city: 'Mumbai', region: 'Maharashtra', loc: '19.0760,72.8777', postal: '400001' },
  { city: 'New Delhi', region: 'Delhi', loc: '28.6139,77.2090', postal: '110001' },
  { city: 'Chennai', region: 'Tamil Nadu', loc: '13.0827,80.2707', postal: '600001' },
  { city: 'Kolkata', region: 'West Bengal', loc: '22.5726,88.3639', postal: '700001' },
  { city: 'Hyderabad', region: 'Telangana', loc: '17.3850,78.4867', postal: '500001' },
  { city: 'Jaipur', region: 'Rajasthan', loc: '26.9124,75.7873', postal: '302001' },
];

const IP_PATTERN = /^[0-9A-Fa-f:.]{2,45}$/;
const PRIVATE = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2[0-9]|3[01])\./,
  /^0\./,
  /^169\.254\./,
  /^::1$/,
  /^f[cd][0-9a-f]{2}:/i,
  /^fe80:/i,
];

type FontDescription = {
  family: string;
  weights: number[];
  styles: Array<'normal' | 'italic'>;
  display: 'swap';
  files: Array<{ weight: number; style: 'normal' | 'italic'; url: string; format: 'woff2' }>;
  stylesheet: string;
};

/** Fonts the mock describes; the family names of the site configuration's `webFont`. */
const FONTS: Record<string, { family: string; weights: number[]; faces: Record<number, string> }> = {
  poppins: { family: 'Poppins', weights: [400, 500, 600], faces: { 400: 'Regular', 500: 'Medium', 600: 'SemiBold' } },
};

export const FONT_FILES_MISSING =
  'Font files are not bundled with the mock shop: the stylesheet uses local() sources and the sans-serif fallback.';

/** The description of a font (by its lower-case slug), or undefined when the mock has none. */
export function fontDescription(slug: string): FontDescription | undefined {
  const font = FONTS[slug];
  if (!font) return undefined;
  return {
    family: font.family,
    weights: font.weights,
    styles: ['normal'],
    display: 'swap',
    files: font.weights.map((weight) => ({
      weight,
      style: 'normal',
      url: `/fonts/${slug}/${slug}-${weight}.woff2`,
      format: 'woff2',
    })),
    stylesheet: `/fonts/${slug}.css`,
  };
}

/**
 * The `@font-face` rules of a font: one per file of its description, with `local()` sources only (no
 * font file is downloaded), so a machine without the font gets the `sans-serif` fallback.
 */
export function fontStylesheet(slug: string): string | undefined {
  const font = FONTS[slug];
  const description = fontDescription(slug);
  if (!font || !description) return undefined;
  const faces = description.files.map((file) => {
    const face = font.faces[file.weight] ?? 'Regular';
    return [
      '@font-face {',
      `  font-family: "${description.family}";`,
      `  font-style: ${file.style};`,
      `  font-weight: ${file.weight};`,
      `  font-display: ${description.display};`,
      `  src: local("${description.family} ${face}"), local("${description.family}-${face}");`,
      '}',
    ].join('\n');
  });
  return [
    `/* ${FONT_FILES_MISSING} */`,
    ...faces,
    `:root {\n  --attar-font-family: "${description.family}", sans-serif;\n}`,
    '',
  ].join('\n');
}

/**
 * The identity provider's script: defines `attarMockIdp.signIn({ email, name })`, which resolves to
 * what the social-login action takes, with the access token `mock-idp:<email>` the accounts domain
 * accepts. Offline; it dispatches `attar-mock-idp-ready` on window when loaded.
 */
export function idpClientScript(clientId = 'attar-web.mock-idp'): string {
  return `/* attar mock identity provider: a stand-in for a sign-in-with-account script. No network. */
(function (root) {
  'use strict';
  function hash(text) {
    var h = 2166136261;
    for (var i = 0; i < text.length; i++) { h ^= text.charCodeAt(i); h = Math.imul(h, 16777619); }
    return (h >>> 0).toString(10);
  }
  function signIn(options) {
    var email = options && options.email ? String(options.email).trim().toLowerCase() : '';
    if (!/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(email)) {
      return Promise.reject(new Error('mock-idp: sign in with an email address'));
    }
    var name = options.name && String(options.name).length >= 2 ? String(options.name) : 'Mock Buyer';
    return Promise.resolve({
      socialId: 'mock-' + hash(email),
      socialType: 'GOOGLE',
      socialAccessToken: 'mock-idp:' + email,
      email: email,
      name: name
    });
  }
  root.attarMockIdp = { clientId: ${JSON.stringify(clientId)}, provider: 'GOOGLE', signIn: signIn };
  if (typeof root.dispatchEvent === 'function' && typeof Event === 'function') {
    root.dispatchEvent(new Event('attar-mock-idp-ready'));
  }
})(typeof window !== 'undefined' ? window : globalThis);
`;
}

/** `ExternalError` replies. */
const externalError = (status: number, title: string, message: string) =>
  HttpResponse.json({ status, error: { title, message } }, { status });

/**
 * Where an IP is: the mock's own public IP is in Bengaluru, other public addresses land in one of a few
 * Indian cities (the same city every time), private and loopback addresses have no location.
 */
export function locateIp(ip: string): (Place & { ip: string; country: string; timezone: string; org: string }) | undefined {
  if (PRIVATE.some((re) => re.test(ip))) return undefined;
  let hash = 0;
  for (const ch of ip) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const place = ip === MOCK_PUBLIC_IP ? PLACES[0]! : PLACES[hash % PLACES.length]!;
  return { ip, ...place, country: 'IN', timezone: 'Asia/Kolkata', org: 'AS64500 Attar Mock Networks' };
}

/**
 * The MSW handlers of the external calls.
 * @example
 * const server = setupServer(...mock.handlers, ...createExternalHandlers());
 */
export function createExternalHandlers(baseUrl = '*'): HttpHandler[] {
  const publicIp: Parameters<typeof http.get>[1] = ({ request }) => {
    const format = new URL(request.url).searchParams.get('format');
    if (format !== 'json') return externalError(400, 'Bad request', 'Ask for ?format=json');
    return HttpResponse.json({ ip: MOCK_PUBLIC_IP });
  };
  return [
    http.get(`${baseUrl}/_mock/public-ip`, publicIp),
    http.get(`${baseUrl}/_mock/public-ip/`, publicIp),
    http.get(`${baseUrl}/_mock/ip-lookup/:ip/json`, ({ params }) => {
      const ip = String(params.ip);
      if (!IP_PATTERN.test(ip)) return externalError(400, 'Bad request', `'${ip}' is not a valid IP address`);
      const found = locateIp(ip);
      if (!found) return externalError(404, 'Not found', `No location for ${ip} (a private or reserved address)`);
      return HttpResponse.json(found);
    }),
    http.get(`${baseUrl}/fonts/:file`, ({ params }) => {
      const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(json|css)$/.exec(String(params.file));
      if (!match) return externalError(404, 'Not found', `Nothing at /fonts/${String(params.file)}`);
      const [, family, kind] = match as unknown as [string, string, 'json' | 'css'];
      const description = fontDescription(family);
      if (!description) return externalError(404, 'Not found', `No font '${family}' on this server`);
      if (kind === 'json') return HttpResponse.json(description);
      return new HttpResponse(fontStylesheet(family), { headers: { 'content-type': 'text/css; charset=utf-8' } });
    }),
    http.get(`${baseUrl}/fonts/:family/:file`, () => externalError(404, 'Not found', FONT_FILES_MISSING)),
    http.get(
      `${baseUrl}/_mock/idp/client.js`,
      () =>
        new HttpResponse(idpClientScript(), {
          headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' },
        }),
    ),
  ];
}
