import { describe, expect, it } from 'vitest';
import {
  changedPackages,
  filesWithOnly,
  isDependencyOnly,
  type ChangedFile,
} from '../../src/bisect/packages.js';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const manifest = (deps: Record<string, string>, extra: Record<string, unknown> = {}) =>
  json({ name: 'app', version: '1.0.0', dependencies: deps, ...extra });
const lock = (pkgs: Record<string, string>) =>
  json({
    name: 'app',
    lockfileVersion: 3,
    packages: {
      '': {
        name: 'app',
        dependencies: Object.fromEntries(Object.keys(pkgs).map((n) => [n, `^${pkgs[n]}`])),
      },
      ...Object.fromEntries(
        Object.entries(pkgs).map(([n, v]) => [
          `node_modules/${n}`,
          { version: v, resolved: `https://registry/${n}-${v}.tgz` },
        ]),
      ),
      'node_modules/express/node_modules/debug': { version: '2.6.9' },
    },
  });

const npmBump: ChangedFile[] = [
  {
    path: 'package.json',
    before: manifest({ express: '^4.0.0', lodash: '^4.17.0' }),
    after: manifest({ express: '^5.0.0', lodash: '^4.17.21' }),
  },
  {
    path: 'package-lock.json',
    before: lock({ express: '4.21.0', lodash: '4.17.20' }),
    after: lock({ express: '5.0.1', lodash: '4.17.21' }),
  },
];

describe('a culprit that only changes dependencies', () => {
  it('is recognised from its files: lockfiles, dependency fields, project-file versions', () => {
    expect(isDependencyOnly(npmBump)).toBe(true);
    expect(isDependencyOnly([...npmBump, { path: 'src/server.js', before: 'a', after: 'b' }])).toBe(
      false,
    );
    // A script changed in package.json is not a dependency change.
    expect(
      isDependencyOnly([
        {
          path: 'package.json',
          before: manifest({ a: '1' }),
          after: manifest({ a: '2' }, { scripts: { start: 'node x' } }),
        },
      ]),
    ).toBe(false);
    expect(
      isDependencyOnly([
        {
          path: 'src/Api/Api.csproj',
          before:
            '<Project><ItemGroup><PackageReference Include="Serilog" Version="3.0.0" /></ItemGroup></Project>',
          after:
            '<Project><ItemGroup><PackageReference Include="Serilog" Version="3.1.1" /></ItemGroup></Project>',
        },
      ]),
    ).toBe(true);
    expect(
      isDependencyOnly([
        {
          path: 'Api.csproj',
          before: '<Project><PropertyGroup><Nullable>enable</Nullable></PropertyGroup></Project>',
          after: '<Project><PropertyGroup><Nullable>disable</Nullable></PropertyGroup></Project>',
        },
      ]),
    ).toBe(false);
    expect(isDependencyOnly([])).toBe(false);
  });

  it('names each top-level package the npm lockfile changed, from and to', () => {
    expect(changedPackages(npmBump)).toEqual([
      { name: 'express', from: '4.21.0', to: '5.0.1', file: 'package-lock.json' },
      { name: 'lodash', from: '4.17.20', to: '4.17.21', file: 'package-lock.json' },
    ]);
  });

  it('names NuGet packages from packages.lock.json, else from the .csproj', () => {
    const nuget = (v: string) =>
      json({
        version: 1,
        dependencies: { 'net8.0': { Serilog: { type: 'Direct', resolved: v } } },
      });
    expect(
      changedPackages([
        { path: 'Api/packages.lock.json', before: nuget('3.0.0'), after: nuget('3.1.1') },
        {
          path: 'Api/Api.csproj',
          before: '<PackageReference Include="Serilog" Version="3.0.0" />',
          after: '<PackageReference Include="Serilog" Version="3.1.1" />',
        },
      ]),
    ).toEqual([{ name: 'Serilog', from: '3.0.0', to: '3.1.1', file: 'Api/packages.lock.json' }]);
    expect(
      changedPackages([
        {
          path: 'Api.csproj',
          before:
            '<PackageReference Version="1.0.0" Include="Polly" /><PackageReference Include="Dapper" Version="2.0.0" />',
          after:
            '<PackageReference Version="1.1.0" Include="Polly" /><PackageReference Include="Dapper" Version="2.0.0" />',
        },
      ]),
    ).toEqual([{ name: 'Polly', from: '1.0.0', to: '1.1.0', file: 'Api.csproj' }]);
  });

  it("writes the parent's files with one package's change alone", () => {
    const files = filesWithOnly(npmBump, changedPackages(npmBump)[1]);
    const pkg = JSON.parse(files.find((f) => f.path === 'package.json')!.after!);
    expect(pkg.dependencies).toEqual({ express: '^4.0.0', lodash: '^4.17.21' });
    const lockfile = JSON.parse(files.find((f) => f.path === 'package-lock.json')!.after!);
    expect(lockfile.packages['node_modules/lodash'].version).toBe('4.17.21');
    expect(lockfile.packages['node_modules/express'].version).toBe('4.21.0');
    expect(lockfile.packages[''].dependencies).toEqual({ express: '^4.21.0', lodash: '^4.17.21' });
    // Nested entries of the other package stay as they were.
    expect(lockfile.packages['node_modules/express/node_modules/debug']).toEqual({
      version: '2.6.9',
    });
    const csproj = filesWithOnly(
      [
        {
          path: 'Api.csproj',
          before:
            '<PackageReference Include="Polly" Version="1.0.0" /><PackageReference Include="Dapper" Version="2.0.0" />',
          after:
            '<PackageReference Include="Polly" Version="1.1.0" /><PackageReference Include="Dapper" Version="2.1.0" />',
        },
      ],
      { name: 'Dapper', from: '2.0.0', to: '2.1.0', file: 'Api.csproj' },
    );
    expect(csproj[0].after).toBe(
      '<PackageReference Include="Polly" Version="1.0.0" /><PackageReference Include="Dapper" Version="2.1.0" />',
    );
  });
});
