// `npm pack` and `npm publish` take dist/ as it is (the build is slow and CI runs it before): this
// refuses a tarball without the build's files, or with a build of another version.
import { existsSync, readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const needed = [
  'dist/trellis.js',
  'dist/react/trellis.js',
  'dist/types/trellis.d.ts',
  'dist/custom-elements.json',
];
const missing = needed.filter((file) => !existsSync(file));
if (missing.length) {
  console.error(`Not packed: ${missing.join(', ')} missing. Run \`npm run build\` first.`);
  process.exit(1);
}
for (const dir of ['dist', 'dist/react']) {
  const { version } = JSON.parse(readFileSync(`${dir}/manifest.json`, 'utf8'));
  if (version !== pkg.version) {
    console.error(`Not packed: ${dir} is a build of ${version}, the package is ${pkg.version}.`);
    process.exit(1);
  }
}
