// Preloaded (`node --import`) into a server under test: appends to $REACT_BUILD_PROBE_LOG the
// file name of every development or production build of React's packages (react, react-dom,
// scheduler) as Node compiles it, i.e. as it is evaluated. Node reads the source of both builds
// to list a CommonJS module's exports for `import`, but compiles only the one it runs.
import { appendFileSync } from 'node:fs';
import Module from 'node:module';

// The probe runs inside another program: the environment is the only way to give it its log.
// eslint-disable-next-line no-restricted-properties
const log = process.env.REACT_BUILD_PROBE_LOG;
const reactBuild =
  /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/].*\.(development|production)\.js$/;
const compile = Module.prototype._compile;

Module.prototype._compile = function compileAndRecord(content, filename, ...rest) {
  if (log && reactBuild.test(filename)) appendFileSync(log, `${filename}\n`);
  return compile.call(this, content, filename, ...rest);
};
