import React, {type ReactNode} from 'react';
import {render, screen, within} from '@testing-library/react';
import InstallTabs from './index';

// The theme's Tabs, TabItem and CodeBlock, reduced to what they receive.
jest.mock(
  '@theme/Tabs',
  () => ({
    __esModule: true,
    default: ({groupId, children}: {groupId: string; children: ReactNode}) => (
      <div role="tablist" data-group={groupId}>
        {children}
      </div>
    ),
  }),
  {virtual: true},
);
jest.mock(
  '@theme/TabItem',
  () => ({
    __esModule: true,
    default: ({
      value,
      label,
      children,
    }: {
      value: string;
      label: string;
      children: ReactNode;
    }) => (
      <section role="tabpanel" aria-label={label} data-value={value}>
        {children}
      </section>
    ),
  }),
  {virtual: true},
);
jest.mock(
  '@theme/CodeBlock',
  () => ({
    __esModule: true,
    default: ({language, children}: {language: string; children: string}) => (
      <pre data-language={language}>{children}</pre>
    ),
  }),
  {virtual: true},
);

function commandsByManager(): Record<string, string> {
  return Object.fromEntries(
    screen
      .getAllByRole('tabpanel')
      .map((panel) => [
        panel.getAttribute('aria-label'),
        within(panel).getByText(/./).textContent,
      ]),
  );
}

describe('InstallTabs', () => {
  it('shows npm, yarn, pnpm and bun in one shared tab group', () => {
    render(<InstallTabs />);
    expect(screen.getByRole('tablist')).toHaveAttribute(
      'data-group',
      'package-manager',
    );
    expect(
      screen.getAllByRole('tabpanel').map((p) => p.getAttribute('aria-label')),
    ).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
  });

  it("installs the project's dependencies as shell commands", () => {
    render(<InstallTabs />);
    expect(commandsByManager()).toEqual({
      npm: 'npm ci',
      yarn: 'yarn install',
      pnpm: 'pnpm install',
      bun: 'bun install',
    });
    for (const block of document.querySelectorAll('pre')) {
      expect(block).toHaveAttribute('data-language', 'shell');
    }
  });

  it('runs a script with arguments', () => {
    render(<InstallTabs script="build" args="--locale zh" />);
    expect(commandsByManager()).toEqual({
      npm: 'npm run build -- --locale zh',
      yarn: 'yarn run build --locale zh',
      pnpm: 'pnpm run build --locale zh',
      bun: 'bun run build --locale zh',
    });
  });

  it('adds dev packages', () => {
    render(<InstallTabs packages="prettier" dev />);
    expect(commandsByManager().pnpm).toBe('pnpm add --save-dev prettier');
  });
});
