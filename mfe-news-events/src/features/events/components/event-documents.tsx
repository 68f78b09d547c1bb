import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { ButtonLink, notify } from '@springfield/shared';
import { eventDocumentFile } from '../../../documents/document-paths';
import type { CityEvent } from '../../../types/content';
import { documentLink } from '../../../utils/document-link';

export interface EventDocumentsProps {
  event: Pick<CityEvent, 'id' | 'documents'>;
  /** Heading level of the list's title inside its card. */
  headingLevel?: 2 | 3 | 4;
  title?: string;
}

/**
 * The event's documents, each with its type and real size and a Download link to the PDF the build made from the
 * event's record (src/documents): the browser downloads or opens it, with or without script. With script, a
 * toast also says the words of the spec's alert as the download starts.
 */
export function EventDocuments({ event, headingLevel = 4, title = 'Documents' }: EventDocumentsProps) {
  if (event.documents.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="ne-event-docs">
      <Heading className="ne-event-docs__title">{title}</Heading>
      <ul>
        {event.documents.map((doc) => {
          const { href, size } = documentLink(eventDocumentFile(event, doc));
          return (
            <li key={doc.name} className="ne-event-docs__item">
              <span className="ne-event-docs__name">
                <FileTextOutlined aria-hidden="true" /> {doc.name}{' '}
                <span className="ne-event-docs__size">({size ? `${doc.type}, ${size}` : doc.type})</span>
              </span>
              <ButtonLink
                variant="link"
                href={href}
                download
                type="application/pdf"
                icon={<DownloadOutlined aria-hidden="true" />}
                onClick={() => notify({ title: `Downloading ${doc.name}...` })}
              >
                Download
                <span className="sf-visually-hidden"> {doc.name}</span>
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
