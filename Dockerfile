# NavMock in a container: Debian 12 (bookworm) with the Swift toolchain, and everything else from
# the one set-up script the README and CI use (scripts/setup.sh: the Debian packages, the
# Phosphor icons, the release build, installed under /usr/local).
#
#   docker build -t navmock .
#   docker run --rm -v "$PWD:/work" navmock render specs -o out
#
# Not built on this project's machines, which run no container engine; see docs/ci.md.
FROM swift:6.3-bookworm
COPY . /opt/navmock-src
RUN cd /opt/navmock-src && bash scripts/setup.sh --prefix /usr/local && rm -rf .build
WORKDIR /work
ENTRYPOINT ["navmock"]
