import { plainMessages } from '@springfield/shared';
import { defineMessages } from 'react-intl';

/** The words of a government document's page and of the area's downloads (the documents' own are content). */
export const documentMessages = plainMessages(
  defineMessages({
    section: { id: 'government.documents.section', defaultMessage: 'Government' },
    notFoundTitle: { id: 'government.documents.notFoundTitle', defaultMessage: 'Document Not Found' },
    notFoundText: {
      id: 'government.documents.notFoundText',
      defaultMessage: 'The requested document could not be found.',
    },
    infoTitle: { id: 'government.documents.infoTitle', defaultMessage: 'Document Information' },
    category: { id: 'government.documents.category', defaultMessage: 'Category' },
    fileType: { id: 'government.documents.fileType', defaultMessage: 'File Type' },
    fileSize: { id: 'government.documents.fileSize', defaultMessage: 'File Size' },
    pages: { id: 'government.documents.pages', defaultMessage: 'Pages' },
    version: { id: 'government.documents.version', defaultMessage: 'Version' },
    published: { id: 'government.documents.published', defaultMessage: 'Published' },
    department: { id: 'government.documents.department', defaultMessage: 'Department' },
    downloadPdf: { id: 'government.documents.downloadPdf', defaultMessage: 'Download PDF' },
    share: { id: 'government.documents.share', defaultMessage: 'Share Document' },
    linkCopied: { id: 'government.documents.linkCopied', defaultMessage: 'Link Copied' },
    linkCopiedText: {
      id: 'government.documents.linkCopiedText',
      defaultMessage: "The document's address is on your clipboard: paste it to share the document.",
    },
    copyLink: { id: 'government.documents.copyLink', defaultMessage: 'Copy the Link' },
    copyLinkText: {
      id: 'government.documents.copyLinkText',
      defaultMessage: 'Your browser did not let the site copy the address. Copy it from here: {url}',
    },
    contentTitle: { id: 'government.documents.contentTitle', defaultMessage: 'Document Content' },
    previewTitle: { id: 'government.documents.previewTitle', defaultMessage: 'Document Preview' },
    fileKind: { id: 'government.documents.fileKind', defaultMessage: '{type} document' },
    pageCount: {
      id: 'government.documents.pageCount',
      defaultMessage: '{count, plural, one {# page} other {# pages}}',
    },
    viewFull: { id: 'government.documents.viewFull', defaultMessage: 'View Full Document' },
    timelineTitle: { id: 'government.documents.timelineTitle', defaultMessage: 'Timeline' },
    stepCompleted: { id: 'government.documents.stepCompleted', defaultMessage: 'Completed' },
    stepUpcoming: { id: 'government.documents.stepUpcoming', defaultMessage: 'Upcoming' },
    relatedTitle: { id: 'government.documents.relatedTitle', defaultMessage: 'Related Documents' },
    categoryBudget: { id: 'government.documents.categoryBudget', defaultMessage: 'Budget Documents' },
    categoryMinutes: { id: 'government.documents.categoryMinutes', defaultMessage: 'Meeting Minutes' },
    categoryRecords: { id: 'government.documents.categoryRecords', defaultMessage: 'Public Records' },
    pdfInEnglish: {
      id: 'government.documents.pdfInEnglish',
      defaultMessage: 'The PDF file is in English.',
    },
    download: { id: 'government.download.label', defaultMessage: 'Download' },
    downloadStarted: { id: 'government.download.started', defaultMessage: 'Download Started' },
    downloadStartedText: {
      id: 'government.download.startedText',
      defaultMessage: '{item} is being prepared for download.',
    },
  }),
);
