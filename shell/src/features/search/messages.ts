import { plainMessages } from '@springfield/shared';
import { defineMessages } from 'react-intl';

/** The search page's words; the results are the areas' records, in the language they are written in. */
export const searchMessages = plainMessages(
  defineMessages({
    title: { id: 'search.title', defaultMessage: 'Search' },
    homeSummary: {
      id: 'search.homeSummary',
      defaultMessage: 'The official website of the {city}: {actions}.',
    },
    description: {
      id: 'search.description',
      defaultMessage:
        'Find pages, services, payments, news, events, meetings and records across the city website.',
    },
    form: { id: 'search.form', defaultMessage: 'Search this site' },
    field: { id: 'search.field', defaultMessage: 'Search the site' },
    button: { id: 'search.button', defaultMessage: 'Search' },
    unavailable: {
      id: 'search.unavailable',
      defaultMessage:
        'Results from {areas} are not available right now. Other results are shown below; try again later to search {count, plural, one {that area} other {those areas}} too.',
    },
    searching: { id: 'search.searching', defaultMessage: 'Searching…' },
    summary: {
      id: 'search.summary',
      defaultMessage: '{count, plural, one {# result} other {# results}} for “{words}”',
    },
    prompt: { id: 'search.prompt', defaultMessage: 'Type what you are looking for.' },
    filterResults: { id: 'search.filterResults', defaultMessage: 'Filter results' },
    activeFilters: { id: 'search.activeFilters', defaultMessage: '{count, plural, other {# active}}' },
    area: { id: 'search.area', defaultMessage: 'Area' },
    type: { id: 'search.type', defaultMessage: 'Type' },
    applyFilters: { id: 'search.applyFilters', defaultMessage: 'Apply filters' },
    showMore: { id: 'search.showMore', defaultMessage: 'Show more results ({count} more)' },
    results: { id: 'search.results', defaultMessage: 'Search results' },
    noMatch: { id: 'search.noMatch', defaultMessage: 'No pages match “{words}”' },
    noMatchHelp: {
      id: 'search.noMatchHelp',
      defaultMessage:
        'Check the spelling, try fewer or more general words, or start from one of these popular tasks:',
    },
    stillCantFind: {
      id: 'search.stillCantFind',
      defaultMessage: 'Still can’t find it? Call City Hall at {phone}, {hours}.',
    },
  }),
);

/** The kinds of record the areas give (SearchRecord `type`, written in English as a filter's value), as shown. */
export const recordTypeMessages = plainMessages(
  defineMessages({
    Service: { id: 'search.type.service', defaultMessage: 'Service' },
    Payment: { id: 'search.type.payment', defaultMessage: 'Payment' },
    FAQ: { id: 'search.type.faq', defaultMessage: 'FAQ' },
    Department: { id: 'search.type.department', defaultMessage: 'Department' },
    Page: { id: 'search.type.page', defaultMessage: 'Page' },
    Records: { id: 'search.type.records', defaultMessage: 'Records' },
    Program: { id: 'search.type.program', defaultMessage: 'Program' },
    Legislation: { id: 'search.type.legislation', defaultMessage: 'Legislation' },
    Meeting: { id: 'search.type.meeting', defaultMessage: 'Meeting' },
    Official: { id: 'search.type.official', defaultMessage: 'Official' },
    Document: { id: 'search.type.document', defaultMessage: 'Document' },
    Volunteer: { id: 'search.type.volunteer', defaultMessage: 'Volunteer' },
    Event: { id: 'search.type.event', defaultMessage: 'Event' },
    News: { id: 'search.type.news', defaultMessage: 'News' },
  }),
);
