import playwrightConfig from '@springfield/tooling/playwright';

// Every package's journeys in one run against one server: one project per package (`--project=mfe-government`
// runs one team's), two workers kept busy to the end. A package's own config runs its journeys alone.
export default playwrightConfig.siteConfig();
