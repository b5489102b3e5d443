import {buildSidebars} from './src/lib/sidebars';

// Chinese sidebars; the structure lives in src/data/sidebars.ts.
export default buildSidebars('zh');
