/** @jest-environment node */
// The published documents: one for every file a page links to, each made from its record's own content, at the
// size the pages state (the jest globalSetup made them as the build does: tooling/jest-documents.cjs).
import { city, formatLongDate } from '@springfield/shared';
import { documentListProblems, documentText, renderDocument } from '../../../build/document-files.cjs';
import {
  parkingPaymentMethods,
  parkingPermitTypes,
  PARKING_PERMIT_APPLICATION_FORM_HREF,
} from '../features/faq/data/parking-permits';
import {
  electionDates,
  registrationMethods,
  voterEligibility,
  VOTER_REGISTRATION_APPLICATION_FORM_HREF,
} from '../features/faq/data/voter-registration';
import { getProgramDetail } from '../features/programs/data/program-details';
import { programs } from '../features/programs/data/programs';
import { documentFiles } from './document-files';
import {
  PARKING_PERMIT_APPLICATION_FILE,
  programDocumentFile,
  programDocumentHref,
  VOTER_REGISTRATION_APPLICATION_FILE,
} from './document-paths';

const described = documentFiles();
const byFile = new Map(described.map((documentFile) => [documentFile.file, documentFile]));

/** Each page's footer, which the text of a paragraph broken across two pages reads through. */
const FOOTER = /^(?:Page \d+ of \d+|City of Springfield · .*)$/;

/** The text of a document's PDF as one line, without the page footers. */
async function pdfText(file: string): Promise<string> {
  const documentFile = byFile.get(file);
  if (!documentFile) throw new Error(`${file} is not described`);
  return (
    documentText(await renderDocument(documentFile))
      .split('\n')
      .filter((line) => !FOOTER.test(line))
      .join('\n')
      // A line broken after a hyphen ("Pre-" / "approval") joins without a space.
      .replace(/-\n/g, '-')
      .replace(/\s+/g, ' ')
  );
}

/** Every address a page of the area links a document by, with where. */
const linked: [string, string][] = [
  ...programs.flatMap((program) =>
    program.documents.map(
      (doc) => [`${program.title}: ${doc.name}`, programDocumentHref(doc.name)] as [string, string],
    ),
  ),
  ['Parking Permits: Download Forms', PARKING_PERMIT_APPLICATION_FORM_HREF],
  ['Voter Registration: Download Forms', VOTER_REGISTRATION_APPLICATION_FORM_HREF],
];

describe('the area’s documents', () => {
  it('are described well: plain paths, each once, dated, in characters Helvetica writes', () => {
    expect(documentListProblems(described)).toEqual([]);
  });

  it.each(linked)('%s links to a document the build publishes, on the site’s origin (%s)', (_where, href) => {
    expect(href).toMatch(/^\/documents\/[a-z0-9-]+\.pdf$/);
    expect(byFile.has(href.slice(1))).toBe(true);
  });

  it('publishes no document that nothing links to', () => {
    expect(new Set(linked.map(([, href]) => href.slice(1)))).toEqual(new Set(byFile.keys()));
  });

  // The size a page states is the build's; the journeys (expectPdf) compare it with the file served. What the
  // build can only get right if every make of a file is the same bytes (no clock, no random id in the PDF):
  it('makes each file the same bytes every time, so the size the build states is the file’s', async () => {
    for (const documentFile of described) {
      const [first, second] = [await renderDocument(documentFile), await renderDocument(documentFile)];
      expect([documentFile.file, first.equals(second)]).toEqual([documentFile.file, true]);
      expect([documentFile.file, __SF_DOCUMENT_SIZES__[documentFile.file]]).toEqual([
        documentFile.file,
        first.length,
      ]);
    }
  });
});

describe('a document’s content is its record’s', () => {
  it.each(programs.flatMap((program) => program.documents.map((doc) => [doc.name, program] as const)))(
    'the %s PDF carries its program’s record and whom to ask',
    async (name, program) => {
      const text = await pdfText(programDocumentFile(name));
      const detail = getProgramDetail(program.id)!;
      for (const shown of [
        'City of Springfield',
        name,
        program.title,
        program.description,
        `Budget: ${program.budget}`,
        `Runs from ${formatLongDate(program.startDate)} to ${formatLongDate(program.endDate)}`,
        `Progress: ${program.progress}%`,
        program.eligibility,
        detail.factsTitle,
        ...detail.facts,
        ...program.goals,
        ...program.keyMetrics.map((metric) => `${metric.label}: ${metric.value} of ${metric.target}`),
        `For the full ${name}, a printed copy or any question, contact the ${detail.contact.name}: ${detail.contact.email}, ${detail.contact.phone}, ${detail.contact.office}.`,
      ]) {
        expect(text).toContain(shown);
      }
    },
  );

  it('the parking permit application has the resident’s fields, the four permit types and where to send it', async () => {
    const text = await pdfText(PARKING_PERMIT_APPLICATION_FILE);
    for (const field of [
      'Full name',
      'Street address',
      'Make and model',
      'License plate',
      'Signature',
      'Date',
    ]) {
      expect(text).toContain(`${field}: ____`);
    }
    for (const permit of parkingPermitTypes) {
      expect(text).toContain(`[ ] ${permit.type} ${permit.cost} ${permit.duration} ${permit.processing}`);
      for (const requirement of permit.requirements) expect(text).toContain(requirement);
    }
    for (const method of parkingPaymentMethods) expect(text).toContain(method);
    expect(text).toContain(
      `${city.address.building}, ${city.address.street}, ${city.address.locality}, Attn: Parking Permits.`,
    );
  });

  it('the voter registration application has the eligibility, the deadline and the fields', async () => {
    const text = await pdfText(VOTER_REGISTRATION_APPLICATION_FILE);
    for (const rule of voterEligibility) expect(text).toContain(rule);
    const mailIn = registrationMethods.find((method) => method.method === 'Mail-In Registration')!;
    expect(text).toContain(`${mailIn.deadline}.`);
    expect(text).toContain(`Enclose: ${mailIn.requirements}.`);
    const deadline = electionDates.find((date) => date.event === 'Voter Registration Deadline')!;
    expect(text).toContain(`Voter Registration Deadline: ${formatLongDate(deadline.date)}.`);
    for (const field of ['Full legal name', 'Date of birth', 'Residential address', 'Signature']) {
      expect(text).toContain(`${field}: ____`);
    }
    expect(text).toContain(`City Clerk, ${city.address.building}`);
  });
});
