/** Store slices the scenario panel reads (module scope: stable selector functions). */
export { selectScenario } from '../../../store/selectors';
