import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import type { EventDocument } from '../../../types/content';
import { Button } from '@springfield/shared';

export interface EventDocumentsProps {
  documents: readonly EventDocument[];
  /** Heading level of the list's title inside its card. */
  headingLevel?: 2 | 3 | 4;
  title?: string;
}

/** Each document has a download button that only shows the browser alert of the spec. */
export function EventDocuments({ documents, headingLevel = 4, title = 'Documents' }: EventDocumentsProps) {
  if (documents.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="ne-event-docs">
      <Heading className="ne-event-docs__title">{title}</Heading>
      <ul>
        {documents.map((doc) => (
          <li key={doc.name} className="ne-event-docs__item">
            <span className="ne-event-docs__name">
              <FileTextOutlined aria-hidden="true" /> {doc.name}{' '}
              <span className="ne-event-docs__size">
                ({doc.type}, {doc.size})
              </span>
            </span>
            <Button
              variant="link"
              icon={<DownloadOutlined aria-hidden="true" />}
              onClick={() => window.alert(`Downloading ${doc.name}...`)}
            >
              Download
              <span className="sf-visually-hidden"> {doc.name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
