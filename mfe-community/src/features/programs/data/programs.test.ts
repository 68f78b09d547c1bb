import { initiatives, initiativeSlide } from './initiatives';
import { programDetails } from './program-details';
import { budgetDollars, getProgram, programs, programsSummary, shortBudget, summaryTiles } from './programs';

describe('program data', () => {
  it('has the four programs of the spec, each with its page’s details', () => {
    expect(programs.map((p) => p.id)).toEqual([
      'green-springfield',
      'safe-streets',
      'neighborhood-revitalization',
      'digital-inclusion',
    ]);
    expect(programDetails.map((d) => d.id)).toEqual(programs.map((p) => p.id));
  });

  it('gives the summary tiles of the spec from the programs’ records', () => {
    expect(programsSummary).toEqual([
      { value: '4', label: 'Active Programs' },
      { value: '$8.6M', label: 'Total Investment' },
      { value: '12,500+', label: 'Residents Served' },
      { value: '58%', label: 'Average Progress' },
    ]);
  });

  it('counts running programs, adds their budgets and averages their progress', () => {
    const [first, second] = programs;
    const tiles = summaryTiles([
      { ...first, status: 'active', budget: '$3.2M', progress: 60 },
      { ...second, status: 'completed', budget: '$750K', progress: 100 },
    ]);
    expect(tiles.map((tile) => tile.value)).toEqual(['1', '$4M', '12,500+', '80%']);
  });

  it('reads and writes a budget as the city does', () => {
    expect(['$3.2M', '$750K', '$12M'].map(budgetDollars)).toEqual([3_200_000, 750_000, 12_000_000]);
    expect([8_600_000, 750_000, 12_000_000, 1_250_000].map((dollars) => shortBudget(dollars))).toEqual([
      '$8.6M',
      '$750K',
      '$12M',
      '$1.3M',
    ]);
  });

  it('writes a budget as a native writer of the page’s language does', () => {
    expect(shortBudget(8_600_000, 'es')).toBe('$8.6 millones');
    expect(shortBudget(750_000, 'es')).toBe('$750 mil');
    expect(shortBudget(8_600_000, 'zh-Hant')).toBe('860萬美元');
  });
});

describe('the City Initiatives slides', () => {
  it('show their program’s title and line, from its record', () => {
    for (const slide of initiatives) {
      const program = getProgram(slide.id);
      expect(program).toBeDefined();
      expect(slide).toMatchObject({ title: program?.title, highlight: program?.highlight });
    }
  });

  it('name the file to fix when a slide names no program', () => {
    expect(() =>
      initiativeSlide({ program: 'old-program', order: 1, summary: 'Gone.', image: 'x.svg' }, undefined),
    ).toThrow(
      'src/content/initiatives/old-program.json: program: there is no program "old-program" in src/content/programs',
    );
  });
});
