import fs from 'node:fs';
import path from 'node:path';
import {
  allDepartments,
  departmentSummary,
  departments,
  PUBLIC_WORKS_SLUG,
  projectPictures,
  requiredDepartment,
  withProjectPictures,
} from './departments';
import { publicWorks, publicWorksOf } from './public-works';

const publicWorksRecord = requiredDepartment(PUBLIC_WORKS_SLUG);

describe('the departments', () => {
  it('make each card from its record: summary, service names, phone, street and hours', () => {
    for (const department of allDepartments) {
      const card = departmentSummary(department);
      expect(card).toMatchObject({
        name: department.name,
        description: department.summary,
        services: department.services.map((service) => service.name),
        phone: department.phone,
        href: `/departments/${department.slug}`,
        priority: department.priority,
      });
      expect(department.location.startsWith(`${card.location}, `)).toBe(true);
      expect(card.hours.startsWith(department.hours)).toBe(true);
    }
  });

  it('add the emergency line’s hours to the card’s hours where there is one', () => {
    expect(departmentSummary(publicWorksRecord).hours).toBe(
      `${publicWorksRecord.hours} (emergency ${publicWorksRecord.emergency!.hours})`,
    );
  });

  it('give /departments/{slug} every department but Public Works, which has its own page', () => {
    expect(departments.map((department) => department.slug)).toEqual(
      allDepartments.map((department) => department.slug).filter((slug) => slug !== PUBLIC_WORKS_SLUG),
    );
    expect(publicWorks).toMatchObject({ slug: PUBLIC_WORKS_SLUG, phone: publicWorksRecord.phone });
  });

  it('import every picture a project names, each a file of the assets folder', () => {
    const named = allDepartments.flatMap((department) => department.projects ?? []).map((p) => p.image);
    expect(named.length).toBeGreaterThan(0);
    // The records' file names are replaced by the pictures' published addresses.
    for (const image of named) expect(Object.values(projectPictures)).toContain(image);
    for (const file of Object.keys(projectPictures)) {
      expect(fs.existsSync(path.join(__dirname, '..', 'assets', file))).toBe(true);
    }
  });

  it('fail the build, naming the file, on a project picture the area does not have', () => {
    const [project] = publicWorksRecord.projects!;
    expect(() =>
      withProjectPictures({ ...publicWorksRecord, projects: [{ ...project, image: 'project-bridge.svg' }] }),
    ).toThrow(
      'src/content/departments/public-works.json: projects: "project-bridge.svg" is not a picture of src/features/departments/assets',
    );
  });

  it('fail the build, naming the file, when Public Works’ record lacks its emergency line', () => {
    expect(() => publicWorksOf({ ...publicWorksRecord, emergency: undefined })).toThrow(
      'src/content/departments/public-works.json: Public Works\' page needs its "emergency" line',
    );
  });
});
