/** MPSL (Makepad 1.0 shader code) to WebGL2: see README.md beside this file. */
export {findDrawBlock, type DrawBlock} from './drawBlock';
export {
  GEOMETRY_ATTRIBUTE,
  PROGRAM_UNIFORMS,
  translateMpsl,
  type Diagnostic,
  type ShaderBase,
  type ShaderInput,
  type TranslateResult,
  type Translation,
} from './translate';
export type {Ty} from './types';
