import { currentLocale, type Locale } from './locales';

// The few words shared's own components say themselves (a landmark's name, the toaster's, a form's error
// summary), in every language of the site: the page's, as the shell set it. The type makes a missing
// translation a compile error. An area's and the shell's own words are ICU messages in their catalogues
// (react-intl); these take at most one value, `{name}`, given by the component.
export const SHARED_WORDS = {
  // The site's own name and its Home title's tagline ("City of Springfield | Official Website"), in the head of
  // every page: its <title>, og:title and og:site_name (pageTitle).
  siteName: { en: 'City of Springfield', es: 'Ciudad de Springfield', 'zh-Hant': 'Springfield 市' },
  siteTagline: { en: 'Official Website', es: 'Sitio web oficial', 'zh-Hant': '官方網站' },
  // City Hall as a line of an address (city.address.building in English).
  cityHallBuilding: {
    en: 'Springfield City Hall',
    es: 'Ayuntamiento de Springfield',
    'zh-Hant': 'Springfield 市政廳',
  },
  // A page's description when it gives none (the template's English one otherwise).
  siteDescription: {
    en: 'Official website of the City of Springfield: pay bills, request services, news, events and meetings.',
    es: 'Sitio web oficial de la Ciudad de Springfield: pague facturas, solicite servicios y consulte noticias, eventos y reuniones.',
    'zh-Hant': 'Springfield 市官方網站：繳付帳單、申請市政服務，並查看新聞、活動及會議資訊。',
  },
  // What the title of a page with an error summary starts with (the GOV.UK pattern).
  errorTitlePrefix: { en: 'Error: ', es: 'Error: ', 'zh-Hant': '錯誤：' },
  // The city's picture in link previews (CITY_SHARE_IMAGE).
  shareImageAlt: {
    en: 'The emblem of the City of Springfield: City Hall in a white circle',
    es: 'El emblema de la Ciudad de Springfield: el Ayuntamiento en un círculo blanco',
    'zh-Hant': 'Springfield 市徽：白色圓圈中的市政廳',
  },
  // After a link to a file written only in English (a PDF), on a page in another language.
  inEnglishFile: { en: '', es: ' (en inglés)', 'zh-Hant': '（英文）' },
  breadcrumb: { en: 'Breadcrumb', es: 'Ruta de navegación', 'zh-Hant': '導覽路徑' },
  notifications: { en: 'Notifications', es: 'Notificaciones', 'zh-Hant': '通知' },
  loading: { en: 'Loading…', es: 'Cargando…', 'zh-Hant': '正在載入…' },
  home: { en: 'Home', es: 'Inicio', 'zh-Hant': '首頁' },
  backTo: { en: 'Back to {name}', es: 'Volver a {name}', 'zh-Hant': '返回{name}' },
  problem: { en: 'There is a problem', es: 'Hay un problema', 'zh-Hant': '有問題需要更正' },
  pageNotFoundTitle: { en: 'Page not found', es: 'Página no encontrada', 'zh-Hant': '找不到網頁' },
  pageNotFoundHeading: {
    en: 'Oops! Page not found',
    es: '¡Vaya! No encontramos la página',
    'zh-Hant': '抱歉！找不到網頁',
  },
  pageNotFoundText: {
    en: 'The page you are looking for does not exist or has moved.',
    es: 'La página que busca no existe o se ha movido.',
    'zh-Hant': '您要找的網頁不存在或已移至其他位置。',
  },
  returnHome: { en: 'Return to Home', es: 'Volver al inicio', 'zh-Hant': '返回首頁' },
  playSlideshow: { en: 'Play slideshow', es: 'Reproducir presentación', 'zh-Hant': '播放輪播' },
  pauseSlideshow: { en: 'Pause slideshow', es: 'Pausar presentación', 'zh-Hant': '暫停輪播' },
  previousItem: { en: 'Previous {name}', es: 'Anterior: {name}', 'zh-Hant': '上一則：{name}' },
  nextItem: { en: 'Next {name}', es: 'Siguiente: {name}', 'zh-Hant': '下一則：{name}' },
  untranslatedPage: {
    en: 'This page is not yet available in your language. It is shown in English.',
    es: 'Esta página todavía no está disponible en español. Se muestra en inglés.',
    'zh-Hant': '此頁面尚未提供中文版本，以下內容以英文顯示。',
  },
  untranslatedSection: {
    en: 'This section is not yet available in your language. It is shown in English.',
    es: 'Esta sección todavía no está disponible en español. Se muestra en inglés.',
    'zh-Hant': '此區塊尚未提供中文版本，以下內容以英文顯示。',
  },
  untranslatedItem: {
    en: 'This text is not yet available in your language. It is shown in English.',
    es: 'Este texto todavía no está disponible en español. Se muestra en inglés.',
    'zh-Hant': '此內容尚未提供中文版本，以下以英文顯示。',
  },
  untranslatedItems: {
    en: 'Some items are not yet available in your language and are shown in English.',
    es: 'Algunos elementos todavía no están disponibles en español y se muestran en inglés.',
    'zh-Hant': '部分項目尚未提供中文版本，以英文顯示。',
  },
  opensInNewTab: {
    en: ' (opens in a new tab)',
    es: ' (se abre en una pestaña nueva)',
    'zh-Hant': '（在新分頁開啟）',
  },
  share: { en: 'Share', es: 'Compartir', 'zh-Hant': '分享' },
  close: { en: 'Close', es: 'Cerrar', 'zh-Hant': '關閉' },
  carousel: { en: 'carousel', es: 'carrusel', 'zh-Hant': '輪播' },
  slide: { en: 'slide', es: 'diapositiva', 'zh-Hant': '投影片' },
  // "{name} of {count}: " before the slide's title.
  slideStatus: {
    en: 'Slide {name} of {count}: ',
    es: 'Diapositiva {name} de {count}: ',
    'zh-Hant': '第 {name} 則投影片，共 {count} 則：',
  },
  slideOf: {
    en: '{name} of {count}: ',
    es: '{name} de {count}: ',
    'zh-Hant': '第 {name} 則，共 {count} 則：',
  },
  linkCopied: { en: 'Link Copied', es: 'Enlace copiado', 'zh-Hant': '已複製連結' },
  // English names what is shared ("The event's address …", shareToast); the others say "the address".
  linkCopiedText: {
    en: "The {name}'s address is on your clipboard: paste it to share the {name}.",
    es: 'La dirección está en su portapapeles: péguela para compartirla.',
    'zh-Hant': '網址已複製到剪貼簿，貼上即可分享。',
  },
  copyTheLink: { en: 'Copy the Link', es: 'Copie el enlace', 'zh-Hant': '請複製連結' },
  copyTheLinkText: {
    en: 'Your browser did not let the site copy the address. Copy it from here: {name}',
    es: 'Su navegador no permitió que el sitio copiara la dirección. Cópiela de aquí: {name}',
    'zh-Hant': '您的瀏覽器不允許本網站複製網址，請從這裡複製：{name}',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type SharedWord = keyof typeof SHARED_WORDS;

/** One of shared's own words in the page's language; `name` fills its `{name}` ("Back to {name}"). */
export function sharedWord(word: SharedWord, locale: Locale = currentLocale(), name?: string): string {
  const text: string = SHARED_WORDS[word][locale];
  return name === undefined ? text : text.replaceAll('{name}', name);
}
