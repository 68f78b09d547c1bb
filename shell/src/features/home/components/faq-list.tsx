import { Link } from 'react-router-dom';
import { faqs } from '../data/home-content';

export function FaqList() {
  return (
    <section className="sh-home-section" aria-labelledby="sf-faq-title">
      <h2 id="sf-faq-title">Frequently Asked Questions</h2>
      <div className="sh-faq">
        {faqs.map((faq) => (
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
