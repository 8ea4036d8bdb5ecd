cmake_minimum_required(VERSION 3.20)  # new policies: @NAME@ in a string is text, not a variable
# Writes web/sw.js from shell/sw.js with the site's files (CMakeLists.txt: AT_ONCE, kept from the
# first visit; ON_USE, kept once fetched) in place of @AT_ONCE@ and @ON_USE@, and BUILD set to a
# hash of them all, so every build that changes a file gets a cache of its own (cmake -P, run after
# the page is built).
set(hashes "")
string(REPLACE "|" ";" AT_ONCE "${AT_ONCE}")
string(REPLACE "|" ";" ON_USE "${ON_USE}")
foreach(f ${AT_ONCE} ${ON_USE})
  if(NOT EXISTS ${WEB_DIR}/${f})
    message(FATAL_ERROR "sw.js lists ${f}, which web/ does not have")
  endif()
  file(SHA256 ${WEB_DIR}/${f} h)
  string(APPEND hashes ${h})
endforeach()
string(SHA256 build "${hashes}")
string(SUBSTRING ${build} 0 16 build)
list(JOIN AT_ONCE "', '" at_once)
list(JOIN ON_USE "', '" on_use)
file(READ ${SRC} sw)
string(REPLACE "@BUILD@" ${build} sw "${sw}")
string(REPLACE "'@AT_ONCE@'" "'${at_once}'" sw "${sw}")
string(REPLACE "'@ON_USE@'" "'${on_use}'" sw "${sw}")
file(WRITE ${WEB_DIR}/sw.js.tmp "${sw}")
file(COPY_FILE ${WEB_DIR}/sw.js.tmp ${WEB_DIR}/sw.js ONLY_IF_DIFFERENT)
file(REMOVE ${WEB_DIR}/sw.js.tmp)
