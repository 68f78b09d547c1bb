// The Government area's content, as an editor writes it: one JSON file per record under src/content/{collection}/,
// checked against these schemas when the area builds (tooling/content-collection.cjs), which names the file and
// the field of any mistake. The pages' types are these schemas' outputs, so the code and the files cannot drift.
import * as v from 'valibot';

/** Text a resident reads: never empty, no spaces around it. */
const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));

/** A list of texts with at least one. */
const texts = v.pipe(v.array(text), v.minLength(1, 'must list at least one'));

/** A phone number as the city writes it: (555) 123-4567. */
export const phone = v.pipe(
  v.string(),
  v.regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must be a phone number written (555) 123-4567'),
);

/** An e-mail address. */
export const email = v.pipe(v.string(), v.email('must be an e-mail address'));

/** A picture of the area's assets folder, by its file name. */
const picture = v.pipe(
  v.string(),
  v.regex(
    /^[a-z0-9-]+\.(svg|png|jpg|webp)$/,
    'must be the file name of a picture in src/features/government/assets',
  ),
);

/** An elected or appointed official (src/content/officials). */
export const officialSchema = v.strictObject({
  /** Where the official stands in the list: 1 first. */
  order: v.pipe(v.number(), v.integer('must be a whole number')),
  name: text,
  title: text,
  term: text,
  email,
  phone,
  bio: text,
  photo: picture,
  priorities: texts,
  fullBio: text,
  achievements: texts,
  committees: texts,
  officeHours: text,
  education: text,
});

export type Official = v.InferOutput<typeof officialSchema>;
