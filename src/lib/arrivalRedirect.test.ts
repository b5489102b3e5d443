import {LOCALE_ONLY_PAGES} from '../data/localeOnly';
import {
  arrivalRedirect,
  type ArrivalData,
  type ArrivalEnv,
} from './arrivalRedirect';

const data: ArrivalData = {
  mode: 'auto',
  storageKey: 'visited',
  currentLocale: 'en',
  baseUrls: {en: '/', zh: '/zh/'},
  localeOnly: LOCALE_ONLY_PAGES,
};
const zhData: ArrivalData = {...data, currentLocale: 'zh'};

/** A storage that starts empty (a first visit) or with the flag. */
function storage(visited = false): Map<string, string> & ArrivalEnv['storage'] {
  const map = new Map<string, string>(visited ? [['visited', '1']] : []);
  return Object.assign(map, {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  });
}

const env = (over: Partial<ArrivalEnv> = {}): ArrivalEnv => ({
  pathname: '/api/commands',
  languages: ['zh-CN', 'en-US'],
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
  webdriver: false,
  storage: storage(),
  ...over,
});

describe('arrivalRedirect', () => {
  it('sends a first-time visitor to the same page in their language', () => {
    expect(arrivalRedirect(data, env())).toBe('/zh/api/commands');
    expect(
      arrivalRedirect(zhData, env({pathname: '/zh/', languages: ['fr', 'en']})),
    ).toBe('/');
  });

  it('maps browser languages to the site locales', () => {
    const to = (language: string) =>
      arrivalRedirect(data, env({languages: [language]}));
    expect(to('zh')).toBe('/zh/api/commands');
    expect(to('zh-Hans-CN')).toBe('/zh/api/commands');
    expect(to('zh-SG')).toBe('/zh/api/commands');
    expect(to('zh-TW')).toBeNull();
    expect(to('fr')).toBeNull();
    expect(arrivalRedirect(zhData, env({languages: ['en-GB']}))).toBe(
      '/api/commands',
    );
  });

  it('stays when the language is the current one or unsupported', () => {
    expect(
      arrivalRedirect(data, env({languages: ['en-US', 'zh-CN']})),
    ).toBeNull();
    expect(arrivalRedirect(data, env({languages: ['fr', 'de']}))).toBeNull();
  });

  it('keeps the reader on a page without a twin in their language', () => {
    expect(
      arrivalRedirect(data, env({pathname: '/examples/image_viewer_app'})),
    ).toBeNull();
    expect(
      arrivalRedirect(
        zhData,
        env({
          pathname: '/zh/guide/quick-start/image-viewer-app/adding-state',
          languages: ['en-US'],
        }),
      ),
    ).toBeNull();
  });

  it('happens once, never when turned off, and not for bots', () => {
    const first = storage();
    expect(arrivalRedirect(data, env({storage: first}))).not.toBeNull();
    expect(first.get('visited')).toBe('1');
    expect(arrivalRedirect(data, env({storage: first}))).toBeNull();
    expect(arrivalRedirect({...data, mode: 'never'}, env())).toBeNull();
    expect(arrivalRedirect(data, env({webdriver: true}))).toBeNull();
    expect(arrivalRedirect(data, env({userAgent: 'Googlebot/2.1'}))).toBeNull();
    expect(arrivalRedirect(data, env({storage: null}))).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
    };
    expect(arrivalRedirect(data, env({storage: blocked}))).toBeNull();
  });

  it('marks the visit as considered when it stays, too', () => {
    const bot = storage();
    arrivalRedirect(data, env({storage: bot, userAgent: 'Googlebot/2.1'}));
    expect(bot.get('visited')).toBe('1');
  });

  it('runs on its own, serialized as the inline script is', () => {
    const standalone = new Function(
      `return (${arrivalRedirect.toString()})`,
    )() as typeof arrivalRedirect;
    expect(standalone(data, env())).toBe('/zh/api/commands');
  });
});
