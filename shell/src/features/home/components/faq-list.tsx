import { useStructuredData } from '@springfield/shared';
import { Link } from 'react-router-dom';
import type { FAQPage, WithContext } from 'schema-dts';
import { faqs, type Faq } from '../data/home-content';

/**
 * The questions and answers as search engines read an FAQ (Google shows them for government sites): each
 * answer as the page shows it, with its link.
 */
export function faqStructuredData(list: readonly Faq[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: list.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: {
        '@type': 'Answer',
        // Google allows links in an answer's text.
        text: `${faq.answer} <a href="${faq.link.to}">${faq.link.label}</a>`,
      },
    })),
  };
}

export function FaqList() {
  const list = faqs();
  useStructuredData(list.length ? faqStructuredData(list) : undefined);
  return (
    <section className="sh-home-section" aria-labelledby="sf-faq-title">
      <h2 id="sf-faq-title">Frequently Asked Questions</h2>
      <div className="sh-faq">
        {list.map((faq) => (
          <details key={faq.question} className="sh-faq__item">
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
            <Link to={faq.link.to}>{faq.link.label}</Link>
          </details>
        ))}
      </div>
    </section>
  );
}
