import { programDetails } from './program-details';
import { programs } from './programs';

describe('program data', () => {
  it('has the four programs of the spec, each with a detail entry', () => {
    expect(programs.map((p) => p.id)).toEqual([
      'green-springfield',
      'safe-streets',
      'neighborhood-revitalization',
      'digital-inclusion',
    ]);
    expect(programDetails.map((d) => d.id)).toEqual(programs.map((p) => p.id));
  });

  it('agrees with the summary tiles: 58% average progress and $8.6M in budgets', () => {
    const average = programs.reduce((sum, p) => sum + p.progress, 0) / programs.length;
    expect(average).toBe(58);
    const total = programs.reduce((sum, p) => sum + Number(p.budget.replace(/[$M]/g, '')), 0);
    expect(total).toBeCloseTo(8.6);
  });
});
