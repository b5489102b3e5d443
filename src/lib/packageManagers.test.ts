import {
  PACKAGE_MANAGERS,
  commandFor,
  taskFromProps,
  type PackageTask,
} from './packageManagers';

function commands(task: PackageTask): string[] {
  return PACKAGE_MANAGERS.map((manager) => commandFor(manager, task));
}

describe('taskFromProps', () => {
  it('installs the project by default', () => {
    expect(taskFromProps({})).toEqual({kind: 'install'});
  });

  it('adds packages, split on spaces', () => {
    expect(taskFromProps({packages: ' a  b ', dev: true})).toEqual({
      kind: 'add',
      packages: ['a', 'b'],
      dev: true,
    });
  });

  it('runs a script with its arguments', () => {
    expect(taskFromProps({script: 'build', args: '--locale zh'})).toEqual({
      kind: 'run',
      script: 'build',
      args: ['--locale', 'zh'],
    });
  });

  it('rejects props that do not fit together', () => {
    expect(() => taskFromProps({packages: 'a', script: 'build'})).toThrow();
    expect(() => taskFromProps({dev: true})).toThrow();
    expect(() => taskFromProps({args: '--x'})).toThrow();
  });
});

describe('commandFor', () => {
  it('installs from the lock file with npm ci', () => {
    expect(commands({kind: 'install'})).toEqual([
      'npm ci',
      'yarn install',
      'pnpm install',
      'bun install',
    ]);
  });

  it('adds packages and dev packages', () => {
    expect(commands({kind: 'add', packages: ['x', 'y'], dev: false})).toEqual([
      'npm install x y',
      'yarn add x y',
      'pnpm add x y',
      'bun add x y',
    ]);
    expect(commands({kind: 'add', packages: ['x'], dev: true})).toEqual([
      'npm install --save-dev x',
      'yarn add --dev x',
      'pnpm add --save-dev x',
      'bun add --dev x',
    ]);
  });

  it('runs scripts, with npm shortcuts and `--` before npm arguments', () => {
    expect(commands({kind: 'run', script: 'start', args: []})).toEqual([
      'npm start',
      'yarn run start',
      'pnpm run start',
      'bun run start',
    ]);
    expect(commands({kind: 'run', script: 'test', args: []})[3]).toBe(
      'bun run test',
    );
    expect(
      commands({kind: 'run', script: 'build', args: ['--locale', 'zh']}),
    ).toEqual([
      'npm run build -- --locale zh',
      'yarn run build --locale zh',
      'pnpm run build --locale zh',
      'bun run build --locale zh',
    ]);
  });
});
