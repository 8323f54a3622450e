// The light build (what @octokit/plugin-throttling itself loads) has the full build's API
// minus clustering, which we do not use.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck'
  export default Bottleneck
}
