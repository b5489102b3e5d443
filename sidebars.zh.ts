import {buildSidebars} from './src/data/sidebars';

// Chinese sidebars; the structure lives in src/data/sidebars.ts.
export default buildSidebars('zh');
