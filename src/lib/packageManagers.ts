/**
 * Install-command tabs: one command written for npm, Yarn, pnpm
 * and Bun. Used by src/components/InstallTabs.
 */

export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** What the reader wants to do. */
export type PackageTask =
  /** Install the project's dependencies (npm from its lock file). */
  | {kind: 'install'}
  /** Add packages to the project, as dependencies or dev dependencies. */
  | {kind: 'add'; packages: string[]; dev: boolean}
  /** Run a script of package.json, with arguments for the script. */
  | {kind: 'run'; script: string; args: string[]};

/** Props of the MDX component, as an author writes them. */
export type PackageTaskProps = {
  /** Space-separated packages to add. */
  packages?: string;
  /** With `packages`: add them as dev dependencies. */
  dev?: boolean;
  /** A script of package.json to run. */
  script?: string;
  /** With `script`: space-separated arguments passed to the script. */
  args?: string;
};

function words(text: string | undefined): string[] {
  return (text ?? '').split(/\s+/).filter(Boolean);
}

/** The task an author describes with the component's props. */
export function taskFromProps(props: PackageTaskProps): PackageTask {
  const packages = words(props.packages);
  const script = props.script?.trim();
  if (packages.length > 0 && script) {
    throw new Error('InstallTabs: give either `packages` or `script`.');
  }
  if (packages.length > 0) {
    return {kind: 'add', packages, dev: props.dev ?? false};
  }
  if (script) {
    return {kind: 'run', script, args: words(props.args)};
  }
  if (props.dev || props.args) {
    throw new Error('InstallTabs: `dev` needs `packages`, `args` a `script`.');
  }
  return {kind: 'install'};
}

/** npm's own shortcuts for these scripts (`npm start`, `npm test`). */
const NPM_SCRIPT_SHORTCUTS = new Set(['start', 'test']);

/** The command line that performs `task` with `manager`. */
export function commandFor(manager: PackageManager, task: PackageTask): string {
  switch (task.kind) {
    case 'install':
      // `npm ci` installs exactly what package-lock.json records; the other
      // managers keep lock files of their own.
      return manager === 'npm' ? 'npm ci' : `${manager} install`;
    case 'add': {
      const add = {
        npm: task.dev ? 'npm install --save-dev' : 'npm install',
        yarn: task.dev ? 'yarn add --dev' : 'yarn add',
        pnpm: task.dev ? 'pnpm add --save-dev' : 'pnpm add',
        bun: task.dev ? 'bun add --dev' : 'bun add',
      }[manager];
      return [add, ...task.packages].join(' ');
    }
    case 'run': {
      if (manager === 'npm') {
        const run = NPM_SCRIPT_SHORTCUTS.has(task.script)
          ? `npm ${task.script}`
          : `npm run ${task.script}`;
        // npm hands the script only the arguments after `--`.
        return task.args.length > 0 ? [run, '--', ...task.args].join(' ') : run;
      }
      // `bun test` and `bun build` are Bun's own tools, so always say `run`.
      return [manager, 'run', task.script, ...task.args].join(' ');
    }
  }
}
