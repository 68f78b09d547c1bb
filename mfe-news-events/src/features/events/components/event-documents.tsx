import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { ButtonLink, InEnglishFile, notify } from '@springfield/shared';
import { eventDocumentFile } from '../../../documents/document-paths';
import type { CityEvent } from '../../../types/content';
import { documentLink } from '../../../utils/document-link';
import { englishEvent } from '../data/events';
import { areaIntl } from '../../../i18n/area-intl';
import { eventMessages } from '../messages';

export interface EventDocumentsProps {
  event: Pick<CityEvent, 'id' | 'documents'>;
  /** Heading level of the list's title inside its card. */
  headingLevel?: 2 | 3 | 4;
  title?: string;
}

const hidden = (chunks: ReactNode[]) => <span className="sf-visually-hidden">{chunks}</span>;

/**
 * The event's documents, each with its type and real size and a Download link to the PDF the build made from the
 * event's record (src/documents): the browser downloads or opens it, with or without script. With script, a
 * toast also says the words of the spec's alert as the download starts. A document's name is shown in the
 * page's language; its file is the one made from the English record (the same file in every language).
 */
export function EventDocuments({ event, headingLevel = 4, title }: EventDocumentsProps) {
  // The page's language (also where the fields are rendered without the area's Provider).
  const intl = areaIntl.intl();
  if (event.documents.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const english = englishEvent(event.id)?.documents ?? event.documents;
  return (
    <div className="ne-event-docs">
      <Heading className="ne-event-docs__title">
        {title ?? intl.formatMessage(eventMessages.documents)}
      </Heading>
      <ul>
        {event.documents.map((doc, index) => {
          const { href, size } = documentLink(eventDocumentFile(event, english[index] ?? doc));
          return (
            <li key={doc.name} className="ne-event-docs__item">
              <span className="ne-event-docs__name">
                <FileTextOutlined aria-hidden="true" /> {doc.name}{' '}
                <span className="ne-event-docs__size">
                  {size
                    ? intl.formatMessage(eventMessages.documentKind, { type: doc.type, size })
                    : intl.formatMessage(eventMessages.documentKindOnly, { type: doc.type })}
                </span>
              </span>
              <ButtonLink
                variant="link"
                href={href}
                download
                type="application/pdf"
                icon={<DownloadOutlined aria-hidden="true" />}
                onClick={() =>
                  notify({ title: intl.formatMessage(eventMessages.downloading, { name: doc.name }) })
                }
              >
                {intl.formatMessage(eventMessages.download, { name: doc.name, hidden })}
                {/* The file is made from the English record: the link says so in another language. */}
                <InEnglishFile />
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
