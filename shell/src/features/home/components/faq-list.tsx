import { currentLocale, localizedPath, useStructuredData } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { FAQPage, WithContext } from 'schema-dts';
import type { FrameLink } from '../../remotes/remote-areas';
import { declaredWords, DeclaredWords } from '../../language/components/declared-words';
import { faqs } from '../data/home-content';
import { homeMessages } from '../messages';

/**
 * The questions and answers as search engines read an FAQ (Google shows them for government sites): each
 * answer as the page shows it, in the page's language, with its link.
 */
export function faqStructuredData(
  list: readonly FrameLink[],
  locale = currentLocale(),
): WithContext<FAQPage> {
  const words = (link: FrameLink, field: 'label' | 'question' | 'description') =>
    declaredWords(link, field, locale).text;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: list.map((faq) => ({
      '@type': 'Question',
      name: words(faq, 'question'),
      acceptedAnswer: {
        '@type': 'Answer',
        // Google allows links in an answer's text.
        text: `${words(faq, 'description')} <a href="${localizedPath(locale, faq.to)}">${words(faq, 'label')}</a>`,
      },
    })),
  };
}

export function FaqList() {
  const intl = useIntl();
  const list = faqs();
  useStructuredData(list.length ? faqStructuredData(list) : undefined);
  return (
    <section className="sh-home-section" aria-labelledby="sf-faq-title">
      <h2 id="sf-faq-title">{intl.formatMessage(homeMessages.faqTitle)}</h2>
      <div className="sh-faq">
        {list.map((faq) => (
          <details key={faq.question} className="sh-faq__item">
            <summary>
              <DeclaredWords item={faq} field="question" />
            </summary>
            <p>
              <DeclaredWords item={faq} field="description" />
            </p>
            <Link to={faq.to}>
              <DeclaredWords item={faq} field="label" />
            </Link>
          </details>
        ))}
      </div>
    </section>
  );
}
