import { Card, PageHeader } from '@springfield/shared';
// The examples load with this page only, not with the shared entry every visit downloads.
import { catalogue } from '@springfield/shared/catalogue';
import './design-system.css';

/** The anchor of one component's examples, e.g. `catalogue-buttonlink`. */
export function catalogueAnchor(title: string): string {
  return `catalogue-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/**
 * The design-system catalogue at /design-system: every shared component in every state, drawn from the
 * examples each component keeps beside it (shared's `catalogue`). It is built from shared components only;
 * its screenshot journey (e2e/design-system.spec.ts) shows a change to a component before it ships. Not in
 * the menu, and not for search engines (its route's `noindex`: the server's page says so, see app/routes).
 */
export function DesignSystemPage() {
  return (
    <>
      <PageHeader
        title="Design system"
        description="Every shared component of the City of Springfield website, in every state."
      />
      <div className="sf-container sh-catalogue">
        {catalogue.map(({ title, description, component: Component, examples }) => (
          <Card key={title} as="section" id={catalogueAnchor(title)} headingLevel={2} title={title}>
            <p>{description}</p>
            <ul className="sh-catalogue__examples">
              {examples.map(({ name, props }) => (
                <Card key={name} as="li" headingLevel={3} title={name}>
                  <Component {...props} />
                </Card>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </>
  );
}
