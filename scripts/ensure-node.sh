# Sourced, not run: `source scripts/ensure-node.sh`, so the shell keeps its PATH.
#
# Node.js 24 LTS (.nvmrc). A machine with an older one gets it from the npm
# registry's `node` package, which carries the binary and the headers that
# native addons are built against: nothing else is downloaded. It goes to
# NODE_PREFIX (default /usr/local), ahead of the system's Node on PATH.
node_major=$(cat "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt "$node_major" ]; then
  node_prefix=${NODE_PREFIX:-/usr/local}
  npm install -g --prefix "$node_prefix" "node@$node_major"
  export PATH="$node_prefix/bin:$PATH"
  hash -r
  headers=$(find "$node_prefix/lib/node_modules/node" -path '*/include/node/common.gypi' -print -quit)
  export npm_config_nodedir="${headers%/include/node/common.gypi}"
fi
echo "Node.js $(node --version)"
